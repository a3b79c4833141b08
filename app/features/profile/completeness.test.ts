import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE_FACTS, profileCompleteness } from "./completeness.ts";

describe("profileCompleteness", () => {
  it("an empty profile is at 0 % and asks for the CV first", () => {
    const result = profileCompleteness(EMPTY_PROFILE_FACTS);
    expect(result.percent).toBe(0);
    expect(result.missing[0]).toBe("Upload your CV");
    expect(result.missing).toContain("Add your German level");
    expect(result.missing).toHaveLength(12);
  });

  it("counts each part by its weight and stops asking for what is there", () => {
    const result = profileCompleteness({ ...EMPTY_PROFILE_FACTS, hasCv: true, germanLevel: "none" });
    expect(result.percent).toBe(35);
    expect(result.missing).not.toContain("Upload your CV");
    // "none" is an answer: the level is stated.
    expect(result.missing).not.toContain("Add your German level");
  });

  it("a full profile is at 100 % with nothing missing", () => {
    const result = profileCompleteness({
      headline: "Forklift driver",
      about: "Five years in logistics.",
      skills: ["Forklift"],
      workExperience: [{}],
      education: [{}],
      germanLevel: "B1",
      englishLevel: "C1",
      recognitionStatus: "in_progress",
      currentCity: "Kampala",
      currentCountry: "Uganda",
      citiesOfInterest: ["Hamburg"],
      availableFrom: "2030-01-01",
      hasCv: true,
    });
    expect(result).toEqual({ percent: 100, missing: [] });
  });

  it("needs both city and country for where the candidate lives", () => {
    expect(profileCompleteness({ ...EMPTY_PROFILE_FACTS, currentCity: "Kampala" }).missing).toContain("Add where you live now");
  });
});
