import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CEILING_SHARES,
  euro,
  fact,
  factsNote,
  figureText,
  hasYearlyFigures,
  visaFacts,
  YEARLY,
  yearlyFiguresOn,
} from "#content/visa-facts.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const THIS_FILE = path.resolve(import.meta.filename);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|md|json)$/.test(name) && full !== THIS_FILE ? [full] : [];
  });
}

// Figures of 2023 that misled people in 2026: none of them may appear in the site's text or code again.
const STALE = [/58[,.]?400/, /45[,.]?552/, /33 months/i, /after 18 months/i, /18 months.{0,40}(mobility|another EU)/i];

describe("visa figures", () => {
  it("no stale figure appears anywhere in content/ or app/", () => {
    const hits = [...sourceFiles(path.join(ROOT, "content")), ...sourceFiles(path.join(ROOT, "app"))].flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return STALE.filter((re) => re.test(text)).map((re) => `${path.relative(ROOT, file)}: ${re}`);
    });
    expect(hits).toEqual([]);
  });

  it("states the figures with legal basis, source, the date they apply from and an honest check", () => {
    expect(fact("settlementMonthsA1")).toBe("27 months");
    expect(fact("settlementMonthsB1")).toBe("21 months");
    expect(fact("shortTermMobilityDays")).toBe("90 days");
    expect(fact("longTermMobilityMonths")).toBe("12 months");
    expect(fact("opportunityCardFundsPerMonth")).toBe("€1,091");
    expect(fact("opportunityCardPointsNeeded")).toBe("6 points");
    for (const f of Object.values(visaFacts)) {
      expect(f.legalBasis).toMatch(/AufenthG|Directive|MiLoG/);
      expect(f.source.url).toMatch(/^https:\/\/(www\.)?(make-it-in-germany\.com|bamf\.de|gesetze-im-internet\.de)\//);
      expect(f.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // A check names the day and the page it was made against; otherwise there is none.
      if (f.checked) {
        expect(f.checked.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(f.checked.against.url).toMatch(/^https:\/\//);
      }
    }
    expect(euro(13.9)).toBe("€13.90");
    // In German, for German pages (the app passes the page's language).
    expect(euro(13.9, "de")).toBe("13,90\u00a0€");
    expect(fact("opportunityCardFundsPerMonth", "de")).toBe("1.091\u00a0€");
    expect(fact("opportunityCardFundsPerMonth", "en")).toBe("€1,091");
  });

  it("picks each year's Blue Card thresholds by date", () => {
    const y2026 = yearlyFiguresOn(new Date("2026-06-30T12:00:00Z"));
    expect(y2026.year).toBe(2026);
    expect(figureText(y2026.blueCardGeneral)).toBe("€50,700");
    expect(figureText(y2026.blueCardShortage)).toBe("€45,934.20");
    expect(figureText(y2026.olderWorkerSalary)).toBe("€55,770");
    expect(y2026.blueCardGeneral.validFrom).toBe("2026-01-01");
    const y2025 = yearlyFiguresOn(new Date("2025-12-31T12:00:00Z"));
    expect(figureText(y2025.blueCardGeneral)).toBe("€48,300");
    expect(figureText(y2025.blueCardShortage)).toBe("€43,759.80");
    expect(() => yearlyFiguresOn(new Date("2020-01-01T00:00:00Z"))).toThrow();
  });

  it("each year's salaries are the law's shares of that year's pension insurance ceiling", () => {
    for (const y of Object.values(YEARLY)) {
      const ceiling = y.pensionCeiling.value;
      expect(y.blueCardGeneral.value).toBeCloseTo(ceiling * CEILING_SHARES.blueCardGeneral, 2);
      expect(y.blueCardShortage.value).toBeCloseTo(ceiling * CEILING_SHARES.blueCardShortage, 2);
      expect(y.olderWorkerSalary.value).toBeCloseTo(ceiling * CEILING_SHARES.olderWorkerSalary, 2);
    }
  });

  // The thresholds change every 1 January: once a year has begun, its figures must be in content/visa-facts.ts.
  it("has the figures of the current calendar year", () => {
    const year = new Date().getUTCFullYear();
    expect(hasYearlyFigures(year), `add YEARLY[${year}] to content/visa-facts.ts`).toBe(true);
  });

  it("a page's note lists each source once, with a check date only where a check was made", () => {
    const note = factsNote(["blueCardGeneral", "blueCardShortage", "settlementMonthsB1", "longTermMobilityMonths"]);
    expect(note.allCheckedOn).toBeNull();
    expect(note.sources.map((s) => s.title)).toEqual([
      "Make it in Germany: EU Blue Card",
      "BAMF: EU Blue Card mobility within the EU",
    ]);
    expect(note.sources[0]?.legalBasis).toEqual([
      "§ 18g (1) sentence 1 AufenthG",
      "§ 18g (1) sentence 2 AufenthG",
      "§ 18c (2) AufenthG",
    ]);
    expect(note.sources[0]?.checked).toEqual([]);
    const checked = factsNote(["opportunityCardPointsNeeded", "opportunityCardWorkHours"]);
    expect(checked.allCheckedOn).toBe("2026-11-27");
    expect(checked.sources[0]?.checked[0]?.against.url).toContain("darmstadt.de");
    expect(factsNote(["opportunityCardPointsNeeded", "opportunityCardFundsPerMonth"]).allCheckedOn).toBeNull();
  });
});
