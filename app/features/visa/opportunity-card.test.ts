import { describe, expect, it } from "vitest";
import { type OpportunityAnswers, opportunityCardResult, parseAnswers, wasAnswered } from "./opportunity-card.ts";

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

describe("the Opportunity Card points", () => {
  it("full recognition: eligible directly, without points", () => {
    const r = opportunityCardResult({ ...base, qualification: "full", english: "none" });
    expect(r.outcome).toBe("direct");
    expect(r.advice).toEqual([]);
  });

  it("a nurse under 35 with partial recognition and A2 German: 4 + 1 + 2 + 2 = 9 points", () => {
    const r = opportunityCardResult({
      ...base,
      qualification: "partial",
      shortageOccupation: true,
      german: "A2",
      age: "under35",
    });
    expect(r.points).toBe(9);
    expect(r.outcome).toBe("eligible");
    expect(r.lines.map((l) => l.points)).toEqual([4, 1, 2, 2]);
  });

  it("an engineer of 36 with 5 years' experience, B1 German and English C1: 3 + 3 + 1 + 1 = 8", () => {
    const r = opportunityCardResult({ ...base, experience: "5in7", german: "B1", english: "C1", age: "35to39" });
    expect(r.points).toBe(8);
    expect(r.outcome).toBe("eligible");
  });

  it("exactly 6 points is enough; 5 is not, with advice sorted by gain", () => {
    // 2 (experience) + 2 (age) + 1 (A1) + 1 (spouse) = 6
    expect(
      opportunityCardResult({ ...base, experience: "2in5", age: "under35", german: "A1", spouseEligible: true }).outcome,
    ).toBe("eligible");
    const short = opportunityCardResult({ ...base, experience: "2in5", age: "under35", german: "A1" });
    expect(short).toMatchObject({ points: 5, needed: 6, outcome: "short" });
    expect(short.advice[0]).toBe(
      "Partial recognition of your qualification in Germany would add 4 points; full recognition would make you eligible without points.",
    );
    expect(short.advice).toContain("Reaching German A2 would add 1 point.");
    expect(short.advice).toContain("Reaching German B2 would add 3 points.");
    expect(short.advice).toContain("English at C1 would add 1 point.");
  });

  it("earlier stay and the top German level count; B2 German gives 4", () => {
    const r = opportunityCardResult({ ...base, german: "B2", earlierStay: true });
    expect(r.points).toBe(5);
    expect(r.advice.some((a) => a.startsWith("Reaching German"))).toBe(false);
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
