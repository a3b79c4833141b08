import { describe, expect, it } from "vitest";
import { BLUE_CARD_SHORTAGE_GROUPS, REGULATED_OCCUPATIONS } from "#content/occupation-rules.ts";
import { ISCO_UNIT_GROUPS } from "#content/isco-08.ts";
import { occupationFacts } from "./facts.ts";
import { requirementOf } from "./rules.ts";
import { isOccupationCode } from "./occupations.ts";

describe("occupationFacts", () => {
  it("describes a nurse: a degree-level, shortage and regulated occupation", () => {
    expect(occupationFacts("2221")).toMatchObject({
      code: "2221",
      en: "Nursing professionals",
      skillLevels: [4],
      requires: "degree",
      shortage: true,
      regulated: true,
    });
    expect(occupationFacts("2221")!.licence).toContain("Pflegefachfrau");
  });

  it("describes a forklift driver: vocational, not a shortage occupation, not regulated", () => {
    expect(occupationFacts("8344")).toMatchObject({ requires: "vocational", shortage: false, regulated: false, licence: null });
  });

  it("describes a kitchen helper: no qualification needed", () => {
    expect(occupationFacts("9412")).toMatchObject({ skillLevels: [1], requires: "none", shortage: false });
  });

  it("is null for a code that is not a unit group", () => {
    expect(occupationFacts("2220")).toBeNull();
    expect(occupationFacts(null)).toBeNull();
  });

  it("maps the skill levels to what a job needs, major group by major group", () => {
    const byMajor = (m: string) => [
      ...new Set(ISCO_UNIT_GROUPS.filter((u) => u[0].startsWith(m)).map((u) => requirementOf(u[0]))),
    ];
    expect(byMajor("11")).toEqual(["degree"]);
    expect(byMajor("12")).toEqual(["degree"]);
    expect(byMajor("13")).toEqual(["degree"]);
    expect(byMajor("14")).toEqual(["vocational"]);
    expect(byMajor("2")).toEqual(["degree"]);
    for (const m of ["3", "4", "5", "6", "7", "8"]) expect(byMajor(m)).toEqual(["vocational"]);
    expect(byMajor("9")).toEqual(["none"]);
    expect([requirementOf("0110"), requirementOf("0210"), requirementOf("0310")]).toEqual(["degree", "vocational", "none"]);
  });

  it("finds the shortage occupations by the law's groups (§ 18g (1) sentence 2 no. 1 AufenthG)", () => {
    const shortage = ISCO_UNIT_GROUPS.map((u) => u[0]).filter((c) => occupationFacts(c)!.shortage);
    // 132: 4, 133: 1, 134: 7, 21: 24, 221: 2, 222: 2, 225: 1, 226: 8, 23: 12, 25: 9.
    expect(shortage).toHaveLength(70);
    for (const code of ["1321", "1330", "1342", "2144", "2166", "2212", "2222", "2250", "2264", "2310", "2342", "2512", "2529"]) {
      expect(shortage, code).toContain(code);
    }
    // Near misses: other managers, traditional medicine and paramedics (223, 224), business (24), associate nurses.
    for (const code of ["1120", "1311", "1411", "2230", "2240", "2411", "2611", "3221", "5321"]) {
      expect(shortage, code).not.toContain(code);
    }
  });

  it("lists only real codes and groups, each list with its source", () => {
    for (const group of BLUE_CARD_SHORTAGE_GROUPS.items) {
      expect(
        ISCO_UNIT_GROUPS.some((u) => u[0].startsWith(group)),
        group,
      ).toBe(true);
    }
    const regulated = REGULATED_OCCUPATIONS.items.map((r) => r.code);
    expect(new Set(regulated).size).toBe(regulated.length);
    for (const code of regulated) expect(isOccupationCode(code), code).toBe(true);
    for (const list of [BLUE_CARD_SHORTAGE_GROUPS, REGULATED_OCCUPATIONS]) {
      expect(list.source.url).toMatch(/^https:\/\//);
      expect(list.legalBasis).not.toBe("");
    }
  });

  it("marks the health professions, teachers and lawyers as regulated", () => {
    for (const code of ["2211", "2212", "2221", "2222", "2262", "2264", "3221", "2330", "2341", "2611"]) {
      expect(occupationFacts(code)!.regulated, code).toBe(true);
    }
    for (const code of ["2512", "5120", "9333", "2144", "7411"]) expect(occupationFacts(code)!.regulated, code).toBe(false);
  });
});
