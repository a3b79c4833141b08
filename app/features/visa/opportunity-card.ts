import { fact, factValue } from "#content/visa-facts.ts";
import { LANGUAGE_LEVELS, type LanguageLevel } from "#vocabulary/levels.ts";
import { currentLocale, formatNumber, m } from "#app/lib/i18n/i18n.ts";

/**
 * The Opportunity Card (Chancenkarte) self-check, § 20a and § 20b AufenthG, as a pure function of the answers, so that the
 * answers live in the page's address and nothing is stored (docs/decisions/077-opportunity-card-self-check.md). A fully
 * recognised qualification needs no points; everyone else needs the basic requirements and the points. The authorities
 * decide; the page says so.
 */

export type Qualification = "full" | "partial" | "home" | "none";
export type Experience = "none" | "2in5" | "5in7";
/** The German levels that earn points: the site's levels up to B2 (B2 and above count the same). */
const GERMAN_ORDER = LANGUAGE_LEVELS.slice(0, LANGUAGE_LEVELS.indexOf("B2") + 1) as GermanLevel[];
export type GermanLevel = Extract<LanguageLevel, "none" | "A1" | "A2" | "B1" | "B2">;
export type EnglishLevel = "none" | "B2" | "C1";
export type AgeGroup = "under35" | "35to39" | "40plus";

export interface OpportunityAnswers {
  qualification: Qualification;
  shortageOccupation: boolean;
  experience: Experience;
  german: GermanLevel;
  english: EnglishLevel;
  age: AgeGroup;
  earlierStay: boolean;
  spouseEligible: boolean;
  funds: boolean;
}

const LAW_20B = "https://www.gesetze-im-internet.de/aufenthg_2004/__20b.html";

/** A point rule: what it gives and where the law says so. */
export interface PointRule {
  points: number;
  /** The number in § 20b (1) AufenthG; the points are in the table of the Anlage to the AufenthG. */
  law: string;
  url: string;
}

function rule(points: number, no: number): PointRule {
  return {
    points,
    // Read in the page's language when a result is built (POINTS is made at import).
    get law() {
      return m.content_opportunity_law({ no: String(no) });
    },
    url: LAW_20B,
  };
}

/**
 * The points table of § 20b AufenthG and its Anlage ("Die Mindestpunktzahl beträgt sechs Punkte"). The German
 * levels are the law's words: gute (B2) 3, ausreichende (B1) 2, hinreichende (A2) 1 Sprachkenntnisse; A1 is only
 * one of the basic language requirements of § 20a (4) and earns no point. docs/decisions/171-residence-route-rules.md lists the pages the
 * table was checked against.
 */
export const POINTS = {
  /** Partial recognition: the authority found that adaptation or compensation measures are needed (incl. a regulated profession's licence). */
  partialRecognition: rule(4, 1),
  /** A qualification in a shortage occupation. */
  shortageOccupation: rule(1, 8),
  /** Professional experience related to the qualification. */
  experience: { none: rule(0, 6), "2in5": rule(2, 7), "5in7": rule(3, 6) } satisfies Record<Experience, PointRule>,
  german: { none: rule(0, 4), A1: rule(0, 4), A2: rule(1, 4), B1: rule(2, 3), B2: rule(3, 2) } satisfies Record<
    GermanLevel,
    PointRule
  >,
  /** English at C1 or higher. */
  englishC1: rule(1, 5),
  age: { under35: rule(2, 9), "35to39": rule(1, 10), "40plus": rule(0, 10) } satisfies Record<AgeGroup, PointRule>,
  /** A legal stay in Germany of at least 6 months in the last 5 years (not as a tourist). */
  earlierStay: rule(1, 11),
  /** The spouse or partner also meets the requirements of the card and applies with you. */
  spouseEligible: rule(1, 12),
} as const;

export const LEGAL_BASIS = "§ 20a and § 20b AufenthG";

export interface PointLine {
  label: string;
  points: number;
  /** Where the law gives the points: "§ 20b (1) no. 4 AufenthG with the Anlage". */
  law: string;
  url: string;
}

export type Outcome = "direct" | "eligible" | "short" | "requirements-missing";

export interface OpportunityResult {
  outcome: Outcome;
  points: number;
  needed: number;
  lines: PointLine[];
  /** The verdict in one line: "Not enough: 5 of the 6 points needed". */
  summary: string;
  /** Answers that count for something but earn no point, explained: German A1. */
  notes: string[];
  /** Basic requirements that are not met, as sentences. */
  missing: string[];
  /** What would raise the points, largest gain first: "Reaching German B1 would add 2 points". */
  advice: string[];
}

function plural(n: number): string {
  return n === 1 ? m.content_opportunity_point_one() : m.content_opportunity_point_other({ count: formatNumber(n) });
}

/** Points, outcome and advice for the answers. */
export function opportunityCardResult(a: OpportunityAnswers): OpportunityResult {
  const needed = factValue("opportunityCardPointsNeeded");
  const lines: PointLine[] = [];
  const add = (label: string, r: PointRule) => {
    if (r.points > 0) lines.push({ label, points: r.points, law: r.law, url: r.url });
  };
  if (a.qualification === "partial") add(m.content_opportunity_line_partial(), POINTS.partialRecognition);
  if (a.shortageOccupation) add(m.content_opportunity_line_shortage(), POINTS.shortageOccupation);
  add(
    a.experience === "5in7" ? m.content_opportunity_line_5in7() : m.content_opportunity_line_2in5(),
    POINTS.experience[a.experience],
  );
  add(
    m.content_opportunity_line_german({ level: a.german === "B2" ? m.content_opportunity_b2_or_higher() : a.german }),
    POINTS.german[a.german],
  );
  if (a.english === "C1") add(m.content_opportunity_line_english(), POINTS.englishC1);
  add(a.age === "under35" ? m.content_opportunity_line_under35() : m.content_opportunity_line_35to39(), POINTS.age[a.age]);
  if (a.earlierStay) add(m.content_opportunity_line_stay(), POINTS.earlierStay);
  if (a.spouseEligible) add(m.content_opportunity_line_spouse(), POINTS.spouseEligible);
  const points = lines.reduce((sum, l) => sum + l.points, 0);

  const missing: string[] = [];
  if (a.qualification === "none") {
    missing.push(m.content_opportunity_missing_qualification());
  }
  if (a.qualification !== "full" && a.german === "none" && a.english !== "B2" && a.english !== "C1") {
    missing.push(m.content_opportunity_missing_language());
  }
  if (!a.funds) {
    missing.push(m.content_opportunity_missing_funds({ amount: fact("opportunityCardFundsPerMonth", currentLocale()) }));
  }

  const advice: { text: string; gain: number }[] = [];
  if (a.qualification === "home") {
    advice.push({
      text: m.content_opportunity_advice_recognition({ points: plural(POINTS.partialRecognition.points) }),
      gain: POINTS.partialRecognition.points,
    });
  }
  const germanIndex = GERMAN_ORDER.indexOf(a.german);
  for (const level of GERMAN_ORDER.slice(germanIndex + 1)) {
    const gain = POINTS.german[level].points - POINTS.german[a.german].points;
    // The next level and B2 (the most points) are the useful steps to name.
    if (gain > 0 && (level === GERMAN_ORDER[germanIndex + 1] || level === "B2" || level === "A2")) {
      advice.push({ text: m.content_opportunity_advice_german({ level, points: plural(gain) }), gain });
    }
  }
  if (a.experience === "2in5") {
    const gain = POINTS.experience["5in7"].points - POINTS.experience["2in5"].points;
    advice.push({ text: m.content_opportunity_advice_experience({ points: plural(gain) }), gain });
  }
  if (a.english !== "C1") {
    advice.push({
      text: m.content_opportunity_advice_english({ points: plural(POINTS.englishC1.points) }),
      gain: POINTS.englishC1.points,
    });
  }
  if (!a.spouseEligible) {
    advice.push({
      text: m.content_opportunity_advice_spouse({ points: plural(POINTS.spouseEligible.points) }),
      gain: POINTS.spouseEligible.points,
    });
  }
  advice.sort((x, y) => y.gain - x.gain);

  let outcome: Outcome;
  if (missing.length > 0) outcome = "requirements-missing";
  else if (a.qualification === "full") outcome = "direct";
  else outcome = points >= needed ? "eligible" : "short";

  const notes: string[] = [];
  if (a.german === "A1") {
    notes.push(m.content_opportunity_note_a1());
  }
  const summary = {
    direct: m.content_opportunity_summary_direct,
    eligible: () => m.content_opportunity_summary_eligible({ points: formatNumber(points), needed: formatNumber(needed) }),
    short: () =>
      m.content_opportunity_summary_short({
        points: formatNumber(points),
        needed: formatNumber(needed),
        more: formatNumber(needed - points),
      }),
    "requirements-missing": m.content_opportunity_summary_missing,
  }[outcome]();

  return {
    outcome,
    points,
    needed,
    summary,
    notes,
    lines,
    missing,
    advice: outcome === "direct" ? [] : advice.map((x) => x.text),
  };
}

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * The answers from the page's address (?qualification=partial&german=B1...). Unknown or missing values count
 * as the least favourable answer, so a changed address never shows more points than were answered.
 */
export function parseAnswers(params: URLSearchParams): OpportunityAnswers {
  const yes = (name: string) => params.get(name) === "yes";
  return {
    qualification: pick(params.get("qualification"), ["full", "partial", "home", "none"], "none"),
    shortageOccupation: yes("shortage"),
    experience: pick(params.get("experience"), ["none", "2in5", "5in7"], "none"),
    german: pick(params.get("german"), GERMAN_ORDER, "none"),
    english: pick(params.get("english"), ["none", "B2", "C1"], "none"),
    age: pick(params.get("age"), ["under35", "35to39", "40plus"], "40plus"),
    earlierStay: yes("stay"),
    spouseEligible: yes("spouse"),
    funds: yes("funds"),
  };
}

/** The form was sent (its button carries check=1); a first visit shows the empty form only. */
export function wasAnswered(params: URLSearchParams): boolean {
  return params.get("check") === "1";
}
