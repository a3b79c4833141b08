import { describe, expect, it } from "vitest";
import { type OpportunityAnswers, opportunityCardResult, parseAnswers, POINTS, wasAnswered } from "./opportunity-card.ts";

const base: OpportunityAnswers = {
  qualification: "home",
  shortageOccupation: false,
  experience: "none",
  german: "none",
  english: "B2",
  age: "40plus",
  earlierStay: false,
  spouseEligible: false,
  funds: true,
};

// The points of § 20b (1) AufenthG and the table in its Anlage (https://www.gesetze-im-internet.de/aufenthg_2004/anlage.html):
// no. 1 partial recognition 4; no. 2 good German (B2) 3; no. 3 sufficient German (B1) 2; no. 4 adequate German (A2) 1;
// no. 5 English C1 1; no. 6 5 years' experience in 7 3; no. 7 2 years in 5 2; no. 8 shortage occupation 1; no. 9 under 35 2;
// no. 10 35 to 39 1; no. 11 6 months' stay in 5 years 1; no. 12 spouse eligible 1; "Die Mindestpunktzahl beträgt sechs Punkte".
describe("the Opportunity Card points table", () => {
  it("matches § 20b with the Anlage, each rule naming its number", () => {
    expect(POINTS.partialRecognition).toMatchObject({ points: 4, law: "§ 20b (1) no. 1 AufenthG with the Anlage" });
    expect(POINTS.german.B2).toMatchObject({ points: 3, law: "§ 20b (1) no. 2 AufenthG with the Anlage" });
    expect(POINTS.german.B1).toMatchObject({ points: 2, law: "§ 20b (1) no. 3 AufenthG with the Anlage" });
    expect(POINTS.german.A2).toMatchObject({ points: 1, law: "§ 20b (1) no. 4 AufenthG with the Anlage" });
    expect(POINTS.german.A1.points).toBe(0);
    expect(POINTS.englishC1.points).toBe(1);
    expect(POINTS.experience["5in7"].points).toBe(3);
    expect(POINTS.experience["2in5"].points).toBe(2);
    expect(POINTS.shortageOccupation.points).toBe(1);
    expect([POINTS.age.under35.points, POINTS.age["35to39"].points, POINTS.age["40plus"].points]).toEqual([2, 1, 0]);
    expect(POINTS.earlierStay.points).toBe(1);
    expect(POINTS.spouseEligible.points).toBe(1);
    for (const r of [POINTS.partialRecognition, POINTS.german.A2, POINTS.spouseEligible]) {
      expect(r.url).toBe("https://www.gesetze-im-internet.de/aufenthg_2004/__20b.html");
    }
  });
});

describe("the Opportunity Card self-check", () => {
  it("full recognition: eligible directly, without points", () => {
    const r = opportunityCardResult({ ...base, qualification: "full", english: "none" });
    expect(r.outcome).toBe("direct");
    expect(r.advice).toEqual([]);
  });

  it("issue 28: A1 German earns nothing, so 2 (experience) + 2 (under 35) + 1 (spouse) is 5 points: not enough", () => {
    const r = opportunityCardResult({ ...base, experience: "2in5", age: "under35", german: "A1", spouseEligible: true });
    expect(r).toMatchObject({ points: 5, needed: 6, outcome: "short" });
    expect(r.summary).toBe("Not enough: 5 of the 6 points needed (1 more).");
    expect(r.lines.map((l) => l.label)).not.toContain("German at A1");
    expect(r.notes).toEqual([
      "German at A1 meets the basic language requirement but earns no points: the law gives points from A2.",
    ]);
    expect(r.advice).toContain("Reaching German A2 would add 1 point.");
    expect(r.advice).toContain("Reaching German B2 would add 3 points.");
  });

  it("the same person with A2 German reaches exactly 6: enough", () => {
    const r = opportunityCardResult({ ...base, experience: "2in5", age: "under35", german: "A2", spouseEligible: true });
    expect(r).toMatchObject({ points: 6, outcome: "eligible", summary: "Enough: 6 of the 6 points needed." });
    expect(r.lines.find((l) => l.label === "German at A2")).toMatchObject({
      points: 1,
      law: "§ 20b (1) no. 4 AufenthG with the Anlage",
    });
  });

  it("a nurse under 35 with partial recognition and A2 German: 4 + 1 + 1 + 2 = 8 points, each line with its law", () => {
    const r = opportunityCardResult({
      ...base,
      qualification: "partial",
      shortageOccupation: true,
      german: "A2",
      age: "under35",
    });
    expect(r.points).toBe(8);
    expect(r.outcome).toBe("eligible");
    expect(r.lines.map((l) => [l.label, l.points])).toEqual([
      ["Qualification partly recognised in Germany", 4],
      ["Qualification in a shortage occupation", 1],
      ["German at A2", 1],
      ["Under 35 years old", 2],
    ]);
    expect(r.lines.every((l) => l.law.startsWith("§ 20b (1) no."))).toBe(true);
  });

  it("an engineer of 36 with 5 years' experience, B1 German and English C1: 3 + 2 + 1 + 1 = 7", () => {
    const r = opportunityCardResult({ ...base, experience: "5in7", german: "B1", english: "C1", age: "35to39" });
    expect(r.points).toBe(7);
    expect(r.outcome).toBe("eligible");
  });

  it("B2 German gives 3 and an earlier stay 1: 4 points at 40, short, with advice sorted by gain", () => {
    const r = opportunityCardResult({ ...base, german: "B2", earlierStay: true });
    expect(r).toMatchObject({ points: 4, outcome: "short" });
    expect(r.advice.some((a) => a.startsWith("Reaching German"))).toBe(false);
    expect(r.advice[0]).toBe(
      "Partial recognition of your qualification in Germany would add 4 points; full recognition would make you eligible without points.",
    );
  });

  it("names missing basic requirements: qualification, language and funds of €1,091 a month", () => {
    const r = opportunityCardResult({ ...base, qualification: "none", english: "none", funds: false, german: "none" });
    expect(r.outcome).toBe("requirements-missing");
    expect(r.missing).toHaveLength(3);
    expect(r.missing[2]).toContain("€1,091 a month");
  });

  it("reads answers from the address; unknown values count as the least favourable", () => {
    const p = new URLSearchParams("check=1&qualification=partial&german=C2&age=under35&shortage=yes&experience=x");
    expect(wasAnswered(p)).toBe(true);
    expect(parseAnswers(p)).toMatchObject({
      qualification: "partial",
      german: "none",
      age: "under35",
      shortageOccupation: true,
      experience: "none",
      funds: false,
    });
    expect(wasAnswered(new URLSearchParams(""))).toBe(false);
  });
});
