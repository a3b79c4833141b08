import { describe, expect, it } from "vitest";
import { residenceRoutes, type RouteJob } from "./residence-routes.ts";
import {
  routePersonFromSituation,
  situationAssumptions,
  TYPICAL_SITUATIONS,
  typicalSituationFor,
  type Situation,
} from "./situation.ts";

const IN_2026 = new Date("2026-11-27T12:00:00Z");

const nothingStated: Situation = {
  qualificationLevel: null,
  recognitionStatus: null,
  germanLevel: null,
  englishLevel: null,
  yearsExperience: null,
  ageBand: null,
};

describe("a profile's situation as the routes' person", () => {
  it("is null without a stated qualification, whatever else is stated, and assumes nothing then", () => {
    const rest: Situation = { ...nothingStated, germanLevel: "B2", ageBand: "under35", yearsExperience: 6 };
    expect(routePersonFromSituation(rest)).toBeNull();
    expect(situationAssumptions(rest)).toEqual([]);
  });

  it("takes every stated answer as it is", () => {
    expect(
      routePersonFromSituation({
        qualificationLevel: "vocational",
        recognitionStatus: "in_progress",
        germanLevel: "B1",
        englishLevel: "B2",
        yearsExperience: 3,
        ageBand: "45plus",
      }),
    ).toEqual({
      qualification: "vocational",
      recognition: "in_progress",
      german: "B1",
      english: "B2",
      yearsExperience: 3,
      ageBand: "45plus",
    });
  });

  it("counts unknown answers as the least, with an unknown age giving no points and no 45+ rule, and says so", () => {
    const situation: Situation = { ...nothingStated, qualificationLevel: "degree" };
    expect(routePersonFromSituation(situation)).toEqual({
      qualification: "degree",
      recognition: "not_started",
      german: "none",
      english: "none",
      yearsExperience: 0,
      ageBand: "40to44",
    });
    expect(situationAssumptions(situation)).toEqual([
      "Recognition not stated: counted as not started.",
      "German level not stated: counted as none.",
      "English level not stated: counted as none.",
      "Years of experience not stated: counted as none.",
      "Age band not stated: no age points counted, and the rule for 45 and over not applied.",
    ]);
  });

  it("counts 'recognition not needed for my work' as not started, since the skilled-worker permits ask for it", () => {
    const situation: Situation = {
      qualificationLevel: "vocational",
      recognitionStatus: "not_needed",
      germanLevel: "A2",
      englishLevel: "B1",
      yearsExperience: 2,
      ageBand: "under35",
    };
    expect(routePersonFromSituation(situation)?.recognition).toBe("not_started");
    expect(situationAssumptions(situation)).toEqual([
      "You said recognition is not needed for your work; a skilled-worker visa still asks for it, so it counts as not started.",
    ]);
  });

  it("an unknown age never triggers the salary rule for 45 and over", () => {
    const person = routePersonFromSituation({ ...nothingStated, qualificationLevel: "vocational", recognitionStatus: "full" });
    const job: RouteJob = { annualSalary: 30_000, shortageOccupation: false, regulated: false, requires: "vocational" };
    const vocational = residenceRoutes(job, person!, IN_2026).find((r) => r.id === "skilled-vocational");
    expect(vocational?.fit).toBe("fits");
  });
});

describe("typical situations for visitors", () => {
  const careJob: RouteJob = { annualSalary: 38_000, shortageOccupation: false, regulated: true, requires: "vocational" };

  it("have unique ids and plain titles", () => {
    const ids = TYPICAL_SITUATIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(TYPICAL_SITUATIONS.map((s) => s.title)).toContain("University graduate in IT, English only");
  });

  it("give the rules something to say on a care job: the nurse may use § 16d, the graduate not the Blue Card there", () => {
    const answers = Object.fromEntries(
      TYPICAL_SITUATIONS.map((s) => [
        s.id,
        Object.fromEntries(residenceRoutes(careJob, s.person, IN_2026).map((r) => [r.id, r.fit])),
      ]),
    );
    expect(answers["nurse-a2"]).toMatchObject({
      "blue-card": "no",
      "skilled-vocational": "possible",
      "recognition-partnership": "possible",
    });
    expect(answers["it-graduate-english"]?.["blue-card"]).toBe("no");
    expect(answers["no-qualification"]).toMatchObject({ "skilled-vocational": "no", "recognition-partnership": "no" });
  });

  it("a job page shows the situation asked for, else the one closest to what the job needs", () => {
    const job = (requires: RouteJob["requires"], regulated: boolean) => ({ requires, regulated });
    expect(typicalSituationFor(job("vocational", true)).id).toBe("nurse-a2");
    expect(typicalSituationFor(job("degree", true)).id).toBe("nurse-a2");
    expect(typicalSituationFor(job("vocational", false)).id).toBe("tradesperson-b1");
    expect(typicalSituationFor(job("degree", false)).id).toBe("it-graduate-english");
    expect(typicalSituationFor(job("none", false)).id).toBe("no-qualification");
    expect(typicalSituationFor(job("none", false), "nurse-a2").id).toBe("nurse-a2");
    expect(typicalSituationFor(job("degree", false), "made-up").id).toBe("it-graduate-english");
  });
});
