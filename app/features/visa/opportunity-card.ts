import { fact, factValue } from "#content/visa-facts.ts";
import { LANGUAGE_LEVELS, type LanguageLevel } from "#vocabulary/levels.ts";

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
  return { points, law: `§ 20b (1) no. ${no} AufenthG with the Anlage`, url: LAW_20B };
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
  return n === 1 ? "1 point" : `${n} points`;
}

/** Points, outcome and advice for the answers. */
export function opportunityCardResult(a: OpportunityAnswers): OpportunityResult {
  const needed = factValue("opportunityCardPointsNeeded");
  const lines: PointLine[] = [];
  const add = (label: string, r: PointRule) => {
    if (r.points > 0) lines.push({ label, points: r.points, law: r.law, url: r.url });
  };
  if (a.qualification === "partial") add("Qualification partly recognised in Germany", POINTS.partialRecognition);
  if (a.shortageOccupation) add("Qualification in a shortage occupation", POINTS.shortageOccupation);
  add(
    a.experience === "5in7"
      ? "At least 5 years' experience in the last 7 years"
      : "At least 2 years' experience in the last 5 years",
    POINTS.experience[a.experience],
  );
  add(`German at ${a.german === "B2" ? "B2 or higher" : a.german}`, POINTS.german[a.german]);
  if (a.english === "C1") add("English at C1 or higher", POINTS.englishC1);
  add(a.age === "under35" ? "Under 35 years old" : "35 to 39 years old", POINTS.age[a.age]);
  if (a.earlierStay) add("At least 6 months in Germany in the last 5 years", POINTS.earlierStay);
  if (a.spouseEligible) add("Spouse or partner also eligible", POINTS.spouseEligible);
  const points = lines.reduce((sum, l) => sum + l.points, 0);

  const missing: string[] = [];
  if (a.qualification === "none") {
    missing.push(
      "A qualification is required: vocational training of at least two years or a university degree, recognised by the state in the country where you obtained it.",
    );
  }
  if (a.qualification !== "full" && a.german === "none" && a.english !== "B2" && a.english !== "C1") {
    missing.push("German at A1 or English at B2 is required.");
  }
  if (!a.funds) {
    missing.push(
      `You must prove that you can support yourself: at least ${fact("opportunityCardFundsPerMonth")} a month, for example with a blocked account or a part-time job contract.`,
    );
  }

  const advice: { text: string; gain: number }[] = [];
  if (a.qualification === "home") {
    advice.push({
      text: `Partial recognition of your qualification in Germany would add ${plural(POINTS.partialRecognition.points)}; full recognition would make you eligible without points.`,
      gain: POINTS.partialRecognition.points,
    });
  }
  const germanIndex = GERMAN_ORDER.indexOf(a.german);
  for (const level of GERMAN_ORDER.slice(germanIndex + 1)) {
    const gain = POINTS.german[level].points - POINTS.german[a.german].points;
    // The next level and B2 (the most points) are the useful steps to name.
    if (gain > 0 && (level === GERMAN_ORDER[germanIndex + 1] || level === "B2" || level === "A2")) {
      advice.push({ text: `Reaching German ${level} would add ${plural(gain)}.`, gain });
    }
  }
  if (a.experience === "2in5") {
    const gain = POINTS.experience["5in7"].points - POINTS.experience["2in5"].points;
    advice.push({ text: `Five years' experience in the last seven would add ${plural(gain)}.`, gain });
  }
  if (a.english !== "C1") {
    advice.push({ text: `English at C1 would add ${plural(POINTS.englishC1.points)}.`, gain: POINTS.englishC1.points });
  }
  if (!a.spouseEligible) {
    advice.push({
      text: `A spouse or partner who also meets the requirements and applies with you would add ${plural(POINTS.spouseEligible.points)}.`,
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
    notes.push("German at A1 meets the basic language requirement but earns no points: the law gives points from A2.");
  }
  const summary = {
    direct: "Eligible without points: your qualification is fully recognised in Germany.",
    eligible: `Enough: ${points} of the ${needed} points needed.`,
    short: `Not enough: ${points} of the ${needed} points needed (${needed - points} more).`,
    "requirements-missing": "Not eligible yet: a basic requirement is missing.",
  }[outcome];

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
