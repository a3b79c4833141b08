import { describe, expect, it } from "vitest";
import { jobCategories } from "#content/categories.ts";
import { BLUE_CARD_GUIDE_PATH, BLUE_CARD_SHORTAGE_CATEGORIES, blueCardCheck, routeJobOf } from "./blue-card.ts";

// The 2026 thresholds (content/visa-facts.ts): €50,700 general, €45,934.20 for shortage occupations.
const it_ = (salary: string | null) => blueCardCheck({ salary, categorySlug: "it" });
const sales = (salary: string | null) => blueCardCheck({ salary, categorySlug: "sales" });

describe("the Blue Card salary check", () => {
  it("yearly: at or above the general threshold meets it in any category", () => {
    expect(sales("€55,000 - €70,000")).toMatchObject({ level: "meets-general", annualSalary: 55_000, threshold: 50_700 });
    expect(it_("€60k")).toMatchObject({ level: "meets-general" });
  });

  it("exactly at a threshold meets it; one euro below does not", () => {
    expect(sales("€50,700 per year").level).toBe("meets-general");
    expect(sales("€50,699 per year").level).toBe("below");
    // €45,935 is the first whole euro at or above €45,934.20.
    expect(it_("€45,935").level).toBe("meets-shortage");
    expect(it_("€45,934").level).toBe("below");
  });

  it("shortage categories use the lower threshold; others do not, but may suit a new graduate", () => {
    expect(it_("€48,000")).toMatchObject({ level: "meets-shortage", threshold: 45_934.2, shortageOccupation: true });
    expect(sales("€48,000")).toMatchObject({ level: "below", threshold: 50_700, newEntrantMayQualify: true });
    expect(sales("€40,000")).toMatchObject({ level: "below", newEntrantMayQualify: false });
  });

  it("monthly pay is annualised with 12 months", () => {
    expect(sales("€4,300 per month")).toMatchObject({ level: "meets-general", annualSalary: 51_600 });
    expect(blueCardCheck({ salary: "€3,900 per month", categorySlug: "engineering" })).toMatchObject({
      level: "meets-shortage",
      annualSalary: 46_800,
    });
    expect(sales("€3,900 per month").level).toBe("below");
  });

  it("hourly pay is annualised with 2,080 hours", () => {
    expect(sales("€25 per hour")).toMatchObject({ level: "meets-general", annualSalary: 52_000 });
    expect(blueCardCheck({ salary: "€22.50 per hour", categorySlug: "healthcare" })).toMatchObject({
      level: "meets-shortage",
      annualSalary: 46_800,
    });
    expect(sales("€14 - €16 per hour").level).toBe("below");
  });

  it("a range counts by its minimum, the part the employer commits to", () => {
    expect(sales("€45,000 - €60,000")).toMatchObject({ level: "below", annualSalary: 45_000 });
    expect(it_("€46,000 - €80,000").level).toBe("meets-shortage");
  });

  it("without a salary the answer is unknown", () => {
    expect(sales("Competitive")).toMatchObject({ level: "unknown", annualSalary: null });
    expect(it_(null).level).toBe("unknown");
    expect(it_("").level).toBe("unknown");
  });

  it("names existing categories as shortage occupations and links to the Blue Card guide", () => {
    const slugs = jobCategories.map((c) => c.slug);
    for (const s of BLUE_CARD_SHORTAGE_CATEGORIES) expect(slugs).toContain(s);
    expect(BLUE_CARD_GUIDE_PATH).toBe("/resources/blue-card");
  });
});

describe("the Blue Card check by occupation (decision 183)", () => {
  const at = (occupation: string | null, categorySlug: string, salary = "€48,000") =>
    blueCardCheck({ salary, categorySlug, occupation });

  it("takes the lower threshold from the job's occupation, whatever its category", () => {
    // 2221 Nursing professionals is in the law's group 222; the category "sales" would not be.
    expect(at("2221", "sales")).toMatchObject({ level: "meets-shortage", threshold: 45_934.2, shortageOccupation: true });
    // 1330 ICT service managers (group 133) in the operations category.
    expect(at("1330", "operations").level).toBe("meets-shortage");
  });

  it("does not give the lower threshold to an occupation outside the groups, even in a shortage category", () => {
    // 5321 Health care assistants in healthcare, 3512 ICT user support technicians in it: not in the law's groups.
    expect(at("5321", "healthcare")).toMatchObject({ level: "below", threshold: 50_700, shortageOccupation: false });
    expect(at("3512", "it").level).toBe("below");
  });

  it("falls back to the category only for a job without an occupation", () => {
    expect(at(null, "it").level).toBe("meets-shortage");
    expect(at(null, "sales").level).toBe("below");
  });
});

describe("routeJobOf: a job as the residence-route rules read it", () => {
  it("reads salary, shortage, licence and requirement from the job and its occupation", () => {
    expect(routeJobOf({ salary: "€3,400 - €4,200 per month", categorySlug: "healthcare", occupation: "2221" })).toEqual({
      annualSalary: 40_800,
      shortageOccupation: true,
      regulated: true,
      requires: "degree",
      occupationKnown: true,
    });
    expect(routeJobOf({ salary: "€14 - €16 per hour", categorySlug: "warehouse", occupation: "8344" })).toEqual({
      annualSalary: 29_120,
      shortageOccupation: false,
      regulated: false,
      requires: "vocational",
      occupationKnown: true,
    });
    expect(routeJobOf({ salary: "€13.90 per hour", categorySlug: "food-service", occupation: "9412" })).toMatchObject({
      requires: "none",
    });
  });

  it("without a salary or an occupation, says so", () => {
    expect(routeJobOf({ salary: "Competitive", categorySlug: "it", occupation: null })).toEqual({
      annualSalary: null,
      shortageOccupation: true,
      regulated: false,
      requires: "vocational",
      occupationKnown: false,
    });
  });
});
