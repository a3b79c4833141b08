import { describe, expect, it } from "vitest";
import { ISCO_08_SOURCE, ISCO_MAJOR_GROUPS, ISCO_SUB_MAJOR_GROUPS, ISCO_UNIT_GROUPS } from "#content/isco-08.ts";
import { isOccupationCode, OCCUPATION_GROUPS, occupationByCode, occupationLabel, OCCUPATIONS } from "./occupations.ts";

describe("the ISCO-08 data (content/isco-08.ts)", () => {
  it("has all 436 unit groups, each code once and in order", () => {
    const codes = ISCO_UNIT_GROUPS.map((r) => r[0]);
    expect(codes).toHaveLength(436);
    expect(new Set(codes).size).toBe(436);
    expect([...codes].sort()).toEqual(codes);
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
  });

  it("has the 10 major and 43 sub-major groups, and every unit group lies under a listed sub-major group", () => {
    expect(ISCO_MAJOR_GROUPS.map((g) => g[0])).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(ISCO_SUB_MAJOR_GROUPS).toHaveLength(43);
    const subMajors = new Set(ISCO_SUB_MAJOR_GROUPS.map((g) => g[0]));
    for (const [code] of ISCO_UNIT_GROUPS) expect(subMajors.has(code.slice(0, 2)), code).toBe(true);
    for (const [code] of ISCO_SUB_MAJOR_GROUPS)
      expect(
        ISCO_UNIT_GROUPS.some((u) => u[0].startsWith(code)),
        code,
      ).toBe(true);
  });

  it("counts the unit groups per major group as the ILO does", () => {
    const perMajor = Object.fromEntries(
      ISCO_MAJOR_GROUPS.map(([m]) => [m, ISCO_UNIT_GROUPS.filter((u) => u[0][0] === m).length]),
    );
    expect(perMajor).toEqual({ "0": 3, "1": 31, "2": 92, "3": 84, "4": 29, "5": 40, "6": 18, "7": 66, "8": 40, "9": 33 });
  });

  it("gives every group an English and a German title, trimmed, with no title repeated within a language", () => {
    for (const rows of [ISCO_MAJOR_GROUPS, ISCO_SUB_MAJOR_GROUPS, ISCO_UNIT_GROUPS]) {
      for (const [code, en, de] of rows) {
        expect(en.trim(), code).toBe(en);
        expect(de.trim(), code).toBe(de);
        expect(en.length, code).toBeGreaterThan(3);
        expect(de.length, code).toBeGreaterThan(3);
      }
    }
    expect(new Set(ISCO_UNIT_GROUPS.map((u) => u[1])).size).toBe(436);
    expect(new Set(ISCO_UNIT_GROUPS.map((u) => u[2])).size).toBe(436);
  });

  it("says which titles were checked, and that the German ones were not", () => {
    expect(ISCO_08_SOURCE.checked.english).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ISCO_08_SOURCE.checked.german).toBeNull();
  });
});

describe("occupations", () => {
  it("looks a code up and labels it with the code and the English title", () => {
    expect(occupationByCode("2221")).toEqual({
      code: "2221",
      en: "Nursing professionals",
      de: "Akademische und vergleichbare Krankenpflegefachkräfte",
    });
    expect(occupationLabel("8344")).toBe("8344 Lifting truck operators");
    expect(occupationLabel("9999")).toBeNull();
    expect(occupationLabel(null)).toBeNull();
  });

  it("knows only the unit groups as codes", () => {
    expect(isOccupationCode("5120")).toBe(true);
    for (const bad of ["512", "5100", "51200", "abcd", "", null, undefined]) expect(isOccupationCode(bad)).toBe(false);
  });

  it("groups every unit group once under its sub-major group", () => {
    expect(OCCUPATION_GROUPS).toHaveLength(43);
    expect(OCCUPATION_GROUPS.flatMap((g) => g.occupations)).toEqual(OCCUPATIONS);
    const personalCare = OCCUPATION_GROUPS.find((g) => g.code === "53")!;
    expect(personalCare).toMatchObject({ en: "Personal care workers", major: "Service and sales workers" });
    expect(personalCare.occupations.map((o) => o.code)).toEqual(["5311", "5312", "5321", "5322", "5329"]);
  });
});
