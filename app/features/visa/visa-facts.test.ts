import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { euro, fact, factsNote, visaFacts } from "#content/visa-facts.ts";

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

  it("states the 2026 figures with legal basis, source and check date", () => {
    expect(fact("blueCardGeneral")).toBe("€50,700");
    expect(fact("blueCardShortage")).toBe("€45,934.20");
    expect(fact("settlementMonthsA1")).toBe("27 months");
    expect(fact("settlementMonthsB1")).toBe("21 months");
    expect(fact("shortTermMobilityDays")).toBe("90 days");
    expect(fact("longTermMobilityMonths")).toBe("12 months");
    expect(fact("opportunityCardFundsPerMonth")).toBe("€1,091");
    for (const f of Object.values(visaFacts)) {
      expect(f.year).toBe(2026);
      expect(f.legalBasis).toMatch(/AufenthG|Directive|MiLoG/);
      expect(f.source.url).toMatch(/^https:\/\/(www\.)?(make-it-in-germany\.com|bamf\.de|gesetze-im-internet\.de)\//);
      expect(f.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(euro(13.9)).toBe("€13.90");
  });

  it("a page's note lists each source once with all the laws it stands for", () => {
    const note = factsNote(["blueCardGeneral", "blueCardShortage", "settlementMonthsB1", "longTermMobilityMonths"]);
    expect(note.year).toBe(2026);
    expect(note.sources.map((s) => s.title)).toEqual([
      "Make it in Germany: EU Blue Card",
      "BAMF: EU Blue Card mobility within the EU",
    ]);
    expect(note.sources[0]?.legalBasis).toEqual([
      "§ 18g (1) sentence 1 AufenthG",
      "§ 18g (1) sentence 2 AufenthG",
      "§ 18c (2) AufenthG",
    ]);
  });
});
