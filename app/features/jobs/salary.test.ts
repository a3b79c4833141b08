import { describe, expect, it } from "vitest";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import {
  annualSalaryRange,
  formatEuro,
  formatSalaryText,
  isFullSalaryRange,
  parseSalary,
  salaryNumbers,
  salarySortKey,
} from "./salary.ts";

describe("salary parsing", () => {
  it.each([
    ["€55,000 - €70,000", { min: 55000, max: 70000, unit: "YEAR" }],
    ["€45k - €60k", { min: 45000, max: 60000, unit: "YEAR" }],
    ["€40k-55k + commission", { min: 40000, max: 55000, unit: "YEAR" }],
    ["€14 - €16 per hour", { min: 14, max: 16, unit: "HOUR" }],
    ["€13.50 - €15 per hour + tips", { min: 13.5, max: 15, unit: "HOUR" }],
    ["€2,800 - €3,200 per month", { min: 2800, max: 3200, unit: "MONTH" }],
    ["€3,000 per month + bonus", { min: 3000, max: 3000, unit: "MONTH" }],
  ])("%s", (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it("returns null without a number", () => {
    expect(parseSalary("Competitive")).toBeNull();
    expect(annualSalaryRange("Negotiable")).toBeNull();
    expect(salarySortKey("")).toBeNull();
  });

  it("reads every number with its k suffix", () => {
    expect(salaryNumbers("€40k-55k + 10% bonus")).toEqual([40000, 55000, 10]);
  });

  it("annualises hourly (2,080 h) and monthly (12) pay so the filter compares like with like", () => {
    expect(annualSalaryRange("€14 - €16 per hour")).toEqual({ min: 29120, max: 33280 });
    expect(annualSalaryRange("€2,800 - €3,200 per month")).toEqual({ min: 33600, max: 38400 });
    expect(annualSalaryRange("€55,000 - €70,000")).toEqual({ min: 55000, max: 70000 });
  });

  it("sorts by the annualised average of the numbers", () => {
    expect(salarySortKey("€55,000 - €70,000")).toBe(62500);
    expect(salarySortKey("€14 - €16 per hour")).toBe(31200);
  });

  it("formats euros in one format: the sign first, thousands with commas, cents only when there are any", () => {
    expect(formatEuro(40000)).toBe("€40,000");
    expect(formatEuro(0)).toBe("€0");
    expect(formatEuro(120000)).toBe("€120,000");
    expect(formatEuro(1234567)).toBe("€1,234,567");
    expect(formatEuro(14.5)).toBe("€14.50");
    expect(formatEuro(13.456)).toBe("€13.46");
  });

  it("rewrites every euro amount of a salary text in that format and keeps the words", () => {
    expect(formatSalaryText("€60k - €72k")).toBe("€60,000 - €72,000");
    expect(formatSalaryText("€60k - €75k + commission")).toBe("€60,000 - €75,000 + commission");
    expect(formatSalaryText("€2,800 - €3,200 per month")).toBe("€2,800 - €3,200 per month");
    expect(formatSalaryText("€14.50 - €16 per hour + tips")).toBe("€14.50 - €16 per hour + tips");
    expect(formatSalaryText("€ 3200 per month")).toBe("€3,200 per month");
    expect(formatSalaryText("45.000 € - 50.000 € pro Jahr")).toBe("€45,000 - €50,000 pro Jahr");
    expect(formatSalaryText("13,50 € pro Stunde")).toBe("€13.50 pro Stunde");
    expect(formatSalaryText("Competitive")).toBe("Competitive");
  });

  it("formats euros as German writes them on a German page: the sign after, dots for thousands, a decimal comma", () => {
    withLocale("de", () => {
      expect(formatEuro(4100)).toBe("4.100\u00a0€");
      expect(formatEuro(40000)).toBe("40.000\u00a0€");
      expect(formatEuro(14.5)).toBe("14,50\u00a0€");
      expect(formatEuro(1234567)).toBe("1.234.567\u00a0€");
      // The period the job form writes is in German too; the employer's own words stay.
      expect(formatSalaryText("€2,800 - €3,200 per month")).toBe("2.800\u00a0€ - 3.200\u00a0€ pro Monat");
      expect(formatSalaryText("€14.50 - €16 per hour + tips")).toBe("14,50\u00a0€ - 16\u00a0€ pro Stunde + tips");
      expect(formatSalaryText("€40,000 per year")).toBe("40.000\u00a0€ pro Jahr");
      expect(formatSalaryText("4.100,50 € pro Monat")).toBe("4.100,50\u00a0€ pro Monat");
      expect(formatSalaryText("€60k - €72k")).toBe("60.000\u00a0€ - 72.000\u00a0€");
    });
    // And back on an English page, as before.
    expect(formatEuro(4100)).toBe("€4,100");
  });

  it("treats 0 to 120,000 as no salary filter", () => {
    expect(isFullSalaryRange([0, 120000])).toBe(true);
    expect(isFullSalaryRange([30000, 70000])).toBe(false);
    expect(isFullSalaryRange([0, 115000])).toBe(false);
  });
});
