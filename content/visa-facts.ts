/**
 * Every figure the site states about German immigration law, in one place (docs/decisions/022-visa-facts.md).
 * Pages, guides, FAQ answers, the Blue Card check and the Opportunity Card self-check render these values;
 * no page text repeats a number. Plain typed data: no imports from the app.
 *
 * The 2026 values were taken from issue 14 (which names Make it in Germany, the BAMF and the law at
 * gesetze-im-internet.de as the places to confirm them); they were not re-checked against those pages when this
 * module was written, because the site was built without web access. `lastChecked` is the date they were
 * entered. To update them each year (the Blue Card thresholds change every 1 January, the Opportunity Card funds
 * with the BAföG rate): change `value`, `year`, `lastChecked` (and `FACTS_YEAR`), after reading each `source`.
 */
import { formatEuro } from "./money.ts";

export type FactUnit = "EUR per year" | "EUR per month" | "EUR per hour" | "EUR" | "months" | "days" | "hours per week" | "points";

export interface VisaFigure {
  value: number;
  unit: FactUnit;
  /** The calendar year the value applies to. */
  year: number;
  /** The legal basis, as a German lawyer would cite it. */
  legalBasis: string;
  /** The official page to confirm the value on. */
  source: { title: string; url: string };
  /** ISO date the value was last compared with its source. */
  lastChecked: string;
}

/** The year the site's figures are valid for, and the date they were last checked. */
export const FACTS_YEAR = 2026;
export const FACTS_LAST_CHECKED = "2026-11-23";

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
const LAW_MILOG = { title: "Minimum Wage Act (MiLoG) at gesetze-im-internet.de", url: "https://www.gesetze-im-internet.de/milog/" };

function figure(value: number, unit: FactUnit, legalBasis: string, source: { title: string; url: string }): VisaFigure {
  return { value, unit, year: FACTS_YEAR, legalBasis, source, lastChecked: FACTS_LAST_CHECKED };
}

export const visaFacts = {
  /** Minimum gross salary for an EU Blue Card (50 % of the pension insurance ceiling). */
  blueCardGeneral: figure(50_700, "EUR per year", "§ 18g (1) sentence 1 AufenthG", MIG_BLUE_CARD),
  /** The lower minimum for shortage occupations and new entrants (45.3 % of the ceiling). */
  blueCardShortage: figure(45_934.2, "EUR per year", "§ 18g (1) sentence 2 AufenthG", MIG_BLUE_CARD),
  /** Settlement permit (permanent residence) for Blue Card holders with German at A1. */
  settlementMonthsA1: figure(27, "months", "§ 18c (2) AufenthG", MIG_BLUE_CARD),
  /** Settlement permit for Blue Card holders with German at B1. */
  settlementMonthsB1: figure(21, "months", "§ 18c (2) AufenthG", MIG_BLUE_CARD),
  /** Short-term mobility: work in another EU state on a German Blue Card, days within a period of 180 days. */
  shortTermMobilityDays: figure(90, "days", "§ 18h AufenthG; Art. 20 Directive (EU) 2021/1883", BAMF_MOBILITY),
  shortTermMobilityPeriodDays: figure(180, "days", "§ 18h AufenthG; Art. 20 Directive (EU) 2021/1883", BAMF_MOBILITY),
  /** Long-term mobility: move to another EU state after this long with a Blue Card of the first state. */
  longTermMobilityMonths: figure(12, "months", "§ 18i AufenthG; Art. 21 Directive (EU) 2021/1883", BAMF_MOBILITY),
  /** The first months in which a Blue Card holder must tell the immigration office about a new employer. */
  blueCardJobChangeNoticeMonths: figure(12, "months", "§ 18g (4) AufenthG", MIG_BLUE_CARD),
  /** How long a Blue Card holder may stay outside the EU without losing the permit. */
  blueCardAbsenceMonths: figure(12, "months", "§ 51 (10) AufenthG", LAW_AUFENTHG),
  /** Proof of funds for the Opportunity Card, per month of the stay. */
  opportunityCardFundsPerMonth: figure(1_091, "EUR per month", "§ 20a AufenthG with § 2 (3) AufenthG", MIG_OPPORTUNITY_CARD),
  /** Points an applicant without full recognition needs. */
  opportunityCardPointsNeeded: figure(6, "points", "§ 20b AufenthG", MIG_OPPORTUNITY_CARD),
  /** The longest an Opportunity Card is issued for. */
  opportunityCardMaxMonths: figure(12, "months", "§ 20a (1) AufenthG", MIG_OPPORTUNITY_CARD),
  /** Part-time work allowed while searching with an Opportunity Card. */
  opportunityCardWorkHours: figure(20, "hours per week", "§ 20a (3) AufenthG", MIG_OPPORTUNITY_CARD),
  /** Minimum salary for skilled workers aged 45 or older coming for the first time (55 % of the ceiling). */
  olderWorkerSalary: figure(55_770, "EUR per year", "§ 18 (2) no. 5 AufenthG", LAW_AUFENTHG),
  /** Statutory minimum wage per hour. */
  minimumWage: figure(13.9, "EUR per hour", "§ 1 MiLoG with the Fifth Minimum Wage Adjustment Ordinance", LAW_MILOG),
  /** The employer's fee for the accelerated skilled worker procedure. */
  acceleratedProcedureFee: figure(411, "EUR", "§ 81a AufenthG; § 47 (1) AufenthV", LAW_AUFENTHG),
} as const satisfies Record<string, VisaFigure>;

export type VisaFactId = keyof typeof visaFacts;

/** "€50,700", "€45,934.20", "€13.90": the site's one euro format (content/money.ts). */
export const euro = formatEuro;

/** A figure as text: "€50,700", "27 months", "90 days", "20 hours", "6 points". */
export function fact(id: VisaFactId): string {
  const f: VisaFigure = visaFacts[id];
  switch (f.unit) {
    case "EUR per year":
    case "EUR per month":
    case "EUR per hour":
    case "EUR":
      return euro(f.value);
    case "hours per week":
      return `${f.value} hours`;
    default:
      return `${f.value} ${f.unit}`;
  }
}

/** The plain number of a figure, for rules (the Blue Card check, the self-check). */
export function factValue(id: VisaFactId): number {
  return visaFacts[id].value;
}

/** What a page shows under the figures it uses: the year, the date checked, each distinct source and law. */
export interface FactsNote {
  year: number;
  lastChecked: string;
  sources: { title: string; url: string; legalBasis: string[] }[];
}

export function factsNote(ids: readonly VisaFactId[]): FactsNote {
  const figures: VisaFigure[] = [...new Set(ids)].map((id) => visaFacts[id]);
  const sources: FactsNote["sources"] = [];
  for (const f of figures) {
    const known = sources.find((s) => s.url === f.source.url);
    if (known) {
      if (!known.legalBasis.includes(f.legalBasis)) known.legalBasis.push(f.legalBasis);
    } else {
      sources.push({ ...f.source, legalBasis: [f.legalBasis] });
    }
  }
  return {
    year: Math.min(...figures.map((f) => f.year), FACTS_YEAR),
    // The oldest check of the figures shown is the honest date for the page.
    lastChecked: figures.map((f) => f.lastChecked).sort()[0] ?? FACTS_LAST_CHECKED,
    sources,
  };
}
