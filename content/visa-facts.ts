/**
 * Every figure the site states about German immigration law, in one place (docs/decisions/022-visa-facts.md,
 * 170-dated-checked-figures.md). Pages, guides, FAQ answers, the Blue Card check, the route rules and the
 * Opportunity Card self-check render these values; no page text repeats a number. Plain typed data: no imports
 * from the app.
 *
 * Each figure carries the date it is valid from and `checked`: the day it was compared with an official page,
 * and which page, or null when it never was. The site was built without web access: a figure is marked checked
 * only where a stored copy of an official page stating it was found (see each `checked`). The figures that change
 * every 1 January (the pension insurance ceiling and the salaries derived from it) are entries per year in
 * `YEARLY`; `yearlyFiguresOn(date)` picks the entry in force, and a unit test fails once a year has begun
 * without its entry.
 */
import type { Language } from "#vocabulary/languages.ts";
import { formatEuro } from "./money.ts";
import { FACTS_YEAR, salaryYearOn, YEARLY_SALARIES } from "./yearly-salaries.ts";

export { FACTS_YEAR } from "./yearly-salaries.ts";

export type FactUnit = "EUR per year" | "EUR per month" | "EUR per hour" | "EUR" | "months" | "days" | "hours per week" | "points";

export interface FactSource {
  title: string;
  url: string;
}

export interface VisaFigure {
  value: number;
  unit: FactUnit;
  /** ISO date from which the value applies ("2026-01-01"). */
  validFrom: string;
  /** The legal basis, as a German lawyer would cite it. */
  legalBasis: string;
  /** The official page to confirm the value on. */
  source: FactSource;
  /** When the value was compared with an official page stating it, and which page; null: never checked. */
  checked: { on: string; against: FactSource } | null;
}

const MIG_BLUE_CARD = {
  title: "Make it in Germany: EU Blue Card",
  url: "https://www.make-it-in-germany.com/en/visa-residence/types/eu-blue-card",
};
const MIG_OPPORTUNITY_CARD = {
  title: "Make it in Germany: Opportunity Card",
  url: "https://www.make-it-in-germany.com/en/visa-residence/types/job-search-opportunity-card",
};
const BAMF_MOBILITY = {
  title: "BAMF: EU Blue Card mobility within the EU",
  url: "https://www.bamf.de/EN/Themen/MigrationAufenthalt/ZuwandererDrittstaaten/Migrationsrecht/Mobilitaet/mobilitaet-node.html",
};
const LAW_AUFENTHG = { title: "Residence Act (AufenthG) at gesetze-im-internet.de", url: "https://www.gesetze-im-internet.de/aufenthg_2004/" };
const LAW_18 = { title: "§ 18 AufenthG at gesetze-im-internet.de", url: "https://www.gesetze-im-internet.de/aufenthg_2004/__18.html" };
const LAW_MILOG = { title: "Minimum Wage Act (MiLoG) at gesetze-im-internet.de", url: "https://www.gesetze-im-internet.de/milog/" };
const SVBEZGR = {
  title: "Social Insurance Calculation Values Ordinance (SVBezGrV) at gesetze-im-internet.de",
  url: "https://www.gesetze-im-internet.de/svbezgrv_2026/",
};
/** The Darmstadt immigration office's page on the Opportunity Card: "mindestens 6 Punkte", "höchstens 20 Stunden je Woche". */
const DARMSTADT_OPPORTUNITY_CARD = {
  title: "Stadt Darmstadt, immigration office: Chancenkarte",
  url: "https://digitales-rathaus.darmstadt.de/lebensbereiche/einwohnerwesen-und-wahlen/dienstleistungen/chancenkarte",
};

/** Figures that do not change with the year; `validFrom` is when the current rule took effect. */
function figure(
  value: number,
  unit: FactUnit,
  validFrom: string,
  legalBasis: string,
  source: FactSource,
  checked: VisaFigure["checked"] = null,
): VisaFigure {
  return { value, unit, validFrom, legalBasis, source, checked };
}

/** The figures that change every 1 January, for one year. */
export interface YearlyFigures {
  /** Annual pension insurance contribution ceiling (Beitragsbemessungsgrenze, allgemeine Rentenversicherung). */
  pensionCeiling: VisaFigure;
  /** Minimum gross salary for an EU Blue Card: 50 % of the ceiling. */
  blueCardGeneral: VisaFigure;
  /** The lower minimum for shortage occupations and new entrants: 45.3 % of the ceiling. */
  blueCardShortage: VisaFigure;
  /** Minimum salary for skilled workers aged 45 or older on a first § 18a / § 18b permit: 55 % of the ceiling. */
  olderWorkerSalary: VisaFigure;
}

function yearly(year: number, ceiling: number, blueCardGeneral: number, blueCardShortage: number, olderWorkerSalary: number): YearlyFigures {
  const from = `${year}-01-01`;
  const perYear = (value: number, legalBasis: string, source: FactSource) => figure(value, "EUR per year", from, legalBasis, source);
  return {
    pensionCeiling: perYear(ceiling, `§ 3 SVBezGrV ${year}; § 159 SGB VI`, SVBEZGR),
    blueCardGeneral: perYear(blueCardGeneral, "§ 18g (1) sentence 1 AufenthG", MIG_BLUE_CARD),
    blueCardShortage: perYear(blueCardShortage, "§ 18g (1) sentence 2 AufenthG", MIG_BLUE_CARD),
    olderWorkerSalary: perYear(olderWorkerSalary, "§ 18 (2) no. 5 AufenthG", LAW_18),
  };
}

/** Each year's figures (content/yearly-salaries.ts), with their legal basis and source. */
export const YEARLY: Readonly<Record<number, YearlyFigures>> = Object.fromEntries(
  Object.entries(YEARLY_SALARIES).map(([year, v]) => [
    year,
    yearly(Number(year), v.pensionCeiling, v.blueCardGeneral, v.blueCardShortage, v.olderWorkerSalary),
  ]),
);

/** The law's shares of the pension insurance ceiling (§ 18g (1) and § 18 (2) no. 5 AufenthG). */
export const CEILING_SHARES = { blueCardGeneral: 0.5, blueCardShortage: 0.453, olderWorkerSalary: 0.55 } as const;

/** The yearly figures in force on `date`: the latest entry whose year has begun. */
export function yearlyFiguresOn(date: Date): YearlyFigures & { year: number } {
  const year = salaryYearOn(date);
  return { ...YEARLY[year]!, year };
}

/** Whether the figures for `year` have been entered (the yearly test asks this of the current year). */
export function hasYearlyFigures(year: number): boolean {
  return year in YEARLY;
}

// The figures the pages show are those in force when the server starts; a restart after 1 January picks up the new year.
const CURRENT = YEARLY[FACTS_YEAR]!;

const CHECKED_2026_11_27_DARMSTADT = { on: "2026-11-27", against: DARMSTADT_OPPORTUNITY_CARD };

export const visaFacts = {
  blueCardGeneral: CURRENT.blueCardGeneral,
  blueCardShortage: CURRENT.blueCardShortage,
  olderWorkerSalary: CURRENT.olderWorkerSalary,
  /** Settlement permit (permanent residence) for Blue Card holders with German at A1. */
  settlementMonthsA1: figure(27, "months", "2023-11-18", "§ 18c (2) AufenthG", MIG_BLUE_CARD),
  /** Settlement permit for Blue Card holders with German at B1. */
  settlementMonthsB1: figure(21, "months", "2023-11-18", "§ 18c (2) AufenthG", MIG_BLUE_CARD),
  /** Short-term mobility: work in another EU state on a German Blue Card, days within a period of 180 days. */
  shortTermMobilityDays: figure(90, "days", "2023-11-18", "§ 18h AufenthG; Art. 20 Directive (EU) 2021/1883", BAMF_MOBILITY),
  shortTermMobilityPeriodDays: figure(180, "days", "2023-11-18", "§ 18h AufenthG; Art. 20 Directive (EU) 2021/1883", BAMF_MOBILITY),
  /** Long-term mobility: move to another EU state after this long with a Blue Card of the first state. */
  longTermMobilityMonths: figure(12, "months", "2023-11-18", "§ 18i AufenthG; Art. 21 Directive (EU) 2021/1883", BAMF_MOBILITY),
  /** The first months in which a Blue Card holder must tell the immigration office about a new employer. */
  blueCardJobChangeNoticeMonths: figure(12, "months", "2023-11-18", "§ 18g (4) AufenthG", MIG_BLUE_CARD),
  /** How long a Blue Card holder may stay outside the EU without losing the permit. */
  blueCardAbsenceMonths: figure(12, "months", "2012-08-01", "§ 51 (10) AufenthG", LAW_AUFENTHG),
  /** Proof of funds for the Opportunity Card, per month of the stay. */
  opportunityCardFundsPerMonth: figure(1_091, "EUR per month", "2025-01-01", "§ 20a AufenthG with § 2 (3) AufenthG", MIG_OPPORTUNITY_CARD),
  /** Points an applicant without full recognition needs (the table in the Anlage to the AufenthG). */
  opportunityCardPointsNeeded: figure(
    6,
    "points",
    "2024-06-01",
    "§ 20a (3) no. 2 and § 20b AufenthG with the Anlage",
    MIG_OPPORTUNITY_CARD,
    CHECKED_2026_11_27_DARMSTADT,
  ),
  /** The longest an Opportunity Card is issued for. */
  opportunityCardMaxMonths: figure(12, "months", "2024-06-01", "§ 20a (5) AufenthG", MIG_OPPORTUNITY_CARD),
  /** Part-time work allowed while searching with an Opportunity Card. */
  opportunityCardWorkHours: figure(20, "hours per week", "2024-06-01", "§ 20a (2) no. 1 AufenthG", MIG_OPPORTUNITY_CARD, CHECKED_2026_11_27_DARMSTADT),
  /** Statutory minimum wage per hour. */
  minimumWage: figure(13.9, "EUR per hour", "2026-01-01", "§ 1 MiLoG with the Fifth Minimum Wage Adjustment Ordinance", LAW_MILOG),
  /** The employer's fee for the accelerated skilled worker procedure. */
  acceleratedProcedureFee: figure(411, "EUR", "2020-03-01", "§ 81a AufenthG; § 47 (1) AufenthV", LAW_AUFENTHG),
} as const satisfies Record<string, VisaFigure>;

export type VisaFactId = keyof typeof visaFacts;

/** "€50,700", "€45,934.20", "€13.90" ("50.700 €" in German): the site's one euro format (content/money.ts). */
export const euro = formatEuro;

/**
 * A figure as text: "€50,700", "27 months", "90 days", "20 hours", "6 points". Amounts follow `language` (the app
 * passes the page's, currentLocale()); the guides, written in English, keep the default. Units other than euros
 * are English words: the German pages show only amounts so far.
 */
export function figureText(f: VisaFigure, language: Language = "en"): string {
  switch (f.unit) {
    case "EUR per year":
    case "EUR per month":
    case "EUR per hour":
    case "EUR":
      return euro(f.value, language);
    case "hours per week":
      return `${f.value} hours`;
    default:
      return `${f.value} ${f.unit}`;
  }
}

export function fact(id: VisaFactId, language: Language = "en"): string {
  return figureText(visaFacts[id], language);
}

/** The plain number of a figure, for rules (the Blue Card check, the self-check). */
export function factValue(id: VisaFactId): number {
  return visaFacts[id].value;
}

/** What a page shows under the figures it uses: from when they apply, and each source with its check (or none). */
export interface FactsNote {
  /** The latest `validFrom` of the figures shown: the page's figures apply from then. */
  validFrom: string;
  /** Every figure shown was checked: the oldest check date; otherwise null. */
  allCheckedOn: string | null;
  sources: { title: string; url: string; legalBasis: string[]; checked: { on: string; against: FactSource }[]; unchecked: number }[];
}

export function factsNote(ids: readonly VisaFactId[]): FactsNote {
  const figures: VisaFigure[] = [...new Set(ids)].map((id) => visaFacts[id]);
  const sources: FactsNote["sources"] = [];
  for (const f of figures) {
    let s = sources.find((x) => x.url === f.source.url);
    if (!s) {
      s = { ...f.source, legalBasis: [], checked: [], unchecked: 0 };
      sources.push(s);
    }
    if (!s.legalBasis.includes(f.legalBasis)) s.legalBasis.push(f.legalBasis);
    if (!f.checked) s.unchecked += 1;
    else if (!s.checked.some((c) => c.against.url === f.checked?.against.url)) s.checked.push(f.checked);
  }
  const checkDates = figures.map((f) => f.checked?.on ?? null);
  return {
    validFrom: figures.map((f) => f.validFrom).sort().at(-1) ?? `${FACTS_YEAR}-01-01`,
    allCheckedOn: checkDates.includes(null) ? null : (checkDates.sort()[0] ?? null),
    sources,
  };
}
