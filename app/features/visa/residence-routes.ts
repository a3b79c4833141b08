import { euro, figureText, yearlyFiguresOn } from "#content/visa-facts.ts";
import { CEFR_LEVELS, type LanguageLevel } from "#vocabulary/levels.ts";
import { type OpportunityAnswers, opportunityCardResult } from "./opportunity-card.ts";

/**
 * Which residence route can bring a person to Germany for a job: pure rules over the job and the person's situation
 * (docs/decisions/171-residence-route-rules.md). Each route answers fits, could fit once something is added, or
 * cannot fit, with one plain reason, what is missing, and links to our guide and the law. The figures come from
 * content/visa-facts.ts for the date asked about. The authorities decide; the rules only say what the law asks for.
 */

export type QualificationLevel = "degree" | "vocational" | "none";
/** Recognition of the foreign qualification in Germany (for a degree: recognised or comparable, e.g. a ZAB statement). */
export type Recognition = "not_started" | "in_progress" | "partial" | "full";
export type AgeBand = "under35" | "35to39" | "40to44" | "45plus";

export interface RouteJob {
  /** Gross annual salary (the lowest the offer commits to); null when the job states none. */
  annualSalary: number | null;
  /** The occupation is a Blue Card shortage occupation (§ 18g (1) sentence 2 AufenthG). */
  shortageOccupation: boolean;
  /** Practising needs a German licence (nursing, for example). */
  regulated: boolean;
  /** What the job needs: a degree, vocational training, or neither (helper work, which no skilled-worker route covers). */
  requires: QualificationLevel;
  /** The employer has agreed to a recognition partnership in the contract (§ 16d (3)); unknown counts as not yet. */
  recognitionPartnership?: boolean;
}

export interface RoutePerson {
  qualification: QualificationLevel;
  recognition: Recognition;
  german: LanguageLevel;
  english: LanguageLevel;
  yearsExperience: number;
  ageBand: AgeBand;
  /** Graduated within the last three years (the Blue Card's new-entrant threshold). */
  recentGraduate?: boolean;
  /** Has had a German residence permit as a skilled worker before; the 45+ salary rule applies to the first only. */
  hadSkilledPermit?: boolean;
  /** Can prove adequate pension provision (the alternative to the 45+ salary). */
  pensionProvision?: boolean;
  /** Can prove funds for the Opportunity Card; unknown counts as not yet. */
  funds?: boolean;
}

export type RouteId = "blue-card" | "skilled-vocational" | "skilled-academic" | "recognition-partnership" | "opportunity-card";
export type Fit = "fits" | "possible" | "no";

export interface RouteLink {
  title: string;
  url: string;
}

export interface RouteResult {
  id: RouteId;
  name: string;
  fit: Fit;
  /** One plain line: "The salary of €38,000 is under the €45,934.20 shortage threshold." */
  reason: string;
  /** What would have to be added for the route to fit; empty when it fits or cannot fit at all. */
  missing: string[];
  guide: RouteLink;
  law: RouteLink;
}

const LAW = "https://www.gesetze-im-internet.de/aufenthg_2004/";
const ROUTE_INFO: Record<RouteId, { name: string; guide: RouteLink; law: RouteLink }> = {
  "blue-card": {
    name: "EU Blue Card (§ 18g)",
    guide: { title: "Our guide: the EU Blue Card", url: "/visa-info?tab=blue-card" },
    law: { title: "§ 18g AufenthG", url: `${LAW}__18g.html` },
  },
  "skilled-vocational": {
    name: "Skilled worker with vocational training (§ 18a)",
    guide: { title: "Our guide: skilled workers", url: "/visa-info?tab=skilled-workers" },
    law: { title: "§ 18a AufenthG", url: `${LAW}__18a.html` },
  },
  "skilled-academic": {
    name: "Skilled worker with a degree (§ 18b)",
    guide: { title: "Our guide: skilled workers", url: "/visa-info?tab=skilled-workers" },
    law: { title: "§ 18b AufenthG", url: `${LAW}__18b.html` },
  },
  "recognition-partnership": {
    name: "Recognition partnership (§ 16d (3))",
    guide: { title: "Our guide: recognition of qualifications", url: "/resources/qualification-recognition" },
    law: { title: "§ 16d AufenthG", url: `${LAW}__16d.html` },
  },
  "opportunity-card": {
    name: "Opportunity Card (§ 20a)",
    guide: { title: "Our Opportunity Card self-check", url: "/visa-info/opportunity-card" },
    law: { title: "§ 20a and § 20b AufenthG", url: `${LAW}__20a.html` },
  },
};

function result(id: RouteId, fit: Fit, reason: string, missing: string[] = []): RouteResult {
  return { id, ...ROUTE_INFO[id], fit, reason, missing: fit === "possible" ? missing : [] };
}

function atLeast(level: LanguageLevel, min: (typeof CEFR_LEVELS)[number]): boolean {
  return level !== "none" && CEFR_LEVELS.indexOf(level) >= CEFR_LEVELS.indexOf(min);
}

const RECOGNITION_WORDS: Record<Exclude<Recognition, "full">, string> = {
  not_started: "has not been started",
  in_progress: "is in progress",
  partial: "is only partial",
};

/**
 * § 18 (2) no. 5 AufenthG: a first § 18a or § 18b (1) permit at 45 or older needs a salary of at least 55 % of the
 * pension insurance ceiling, or proof of adequate pension provision. Returns what is missing, if anything.
 */
function olderWorkerGap(job: RouteJob, person: RoutePerson, date: Date): string | null {
  if (person.ageBand !== "45plus" || person.hadSkilledPermit || person.pensionProvision) return null;
  const minimum = yearlyFiguresOn(date).olderWorkerSalary;
  if (job.annualSalary != null && job.annualSalary >= minimum.value) return null;
  return `At 45 or older, a first skilled-worker permit needs a salary of at least ${figureText(minimum)} a year or proof of adequate pension provision.`;
}

function blueCard(job: RouteJob, person: RoutePerson, date: Date): RouteResult {
  const id = "blue-card";
  if (person.qualification !== "degree") {
    return result(id, "no", "The Blue Card needs a university degree, and you have none.");
  }
  if (job.requires !== "degree") {
    return result(id, "no", "This job does not need a university degree, and the Blue Card is only for work that matches one.");
  }
  const year = yearlyFiguresOn(date);
  const lower = job.shortageOccupation || person.recentGraduate === true;
  const threshold = lower ? year.blueCardShortage : year.blueCardGeneral;
  const which = job.shortageOccupation ? "shortage" : person.recentGraduate ? "new-entrant" : "general";
  if (job.annualSalary == null) {
    return result(id, "possible", "The job states no salary, so the Blue Card threshold cannot be checked.", [
      `A contract salary of at least ${figureText(threshold)} a year (the ${which} threshold for ${year.year}).`,
    ]);
  }
  if (job.annualSalary < threshold.value) {
    return result(id, "no", `The salary of ${euro(job.annualSalary)} is under the ${figureText(threshold)} ${which} threshold.`);
  }
  if (person.recognition !== "full") {
    return result(
      id,
      "possible",
      "The salary is high enough, but your degree is not yet recognised or confirmed as comparable.",
      ["A German recognition of your degree, or a Statement of Comparability from the ZAB."],
    );
  }
  return result(id, "fits", `The salary of ${euro(job.annualSalary)} reaches the ${figureText(threshold)} ${which} threshold.`);
}

/** § 18a and § 18b (1) share their shape: a recognised qualification, qualified work, and the 45+ salary rule. */
function skilledWorker(
  id: "skilled-vocational" | "skilled-academic",
  job: RouteJob,
  person: RoutePerson,
  date: Date,
): RouteResult {
  const needs = id === "skilled-vocational" ? "vocational" : "degree";
  if (person.qualification === "none") {
    return result(id, "no", "This route needs a qualification recognised in Germany, and you have none.");
  }
  if (person.qualification !== needs) {
    return result(
      id,
      "no",
      needs === "degree"
        ? "§ 18b is for university graduates; with vocational training, § 18a is your route."
        : "§ 18a is for vocational training; with a university degree, § 18b is your route.",
    );
  }
  if (job.requires === "none") {
    return result(id, "no", "This job needs no qualification, and skilled-worker permits cover only qualified work.");
  }
  const missing: string[] = [];
  if (person.recognition !== "full") {
    missing.push(
      needs === "degree"
        ? "Recognition of your degree, or a ZAB Statement of Comparability."
        : `Full recognition of your training as equivalent to the German qualification${job.regulated ? ", and the licence to practise" : ""}.`,
    );
  }
  const older = olderWorkerGap(job, person, date);
  if (older) missing.push(older);
  if (missing.length === 0) return result(id, "fits", "Your qualification is recognised and the job is qualified work.");
  const reason =
    person.recognition === "full"
      ? "Your qualification is recognised, but the salary rule for a first permit at 45 or older is not met."
      : `Possible once recognition is complete: your recognition ${RECOGNITION_WORDS[person.recognition]}.`;
  return result(id, "possible", reason, missing);
}

function recognitionPartnership(job: RouteJob, person: RoutePerson): RouteResult {
  const id = "recognition-partnership";
  if (person.qualification === "none") {
    return result(id, "no", "A recognition partnership needs a degree or at least two years of vocational training.");
  }
  if (person.recognition === "full") {
    return result(id, "no", "Your qualification is already recognised, so you need no recognition partnership.");
  }
  if (job.requires === "none" && !job.regulated) {
    return result(id, "no", "This job needs no qualification; a recognition partnership needs qualified work.");
  }
  const missing: string[] = [];
  if (!atLeast(person.german, "A2")) missing.push("German at A2 or higher, with a certificate.");
  if (!job.recognitionPartnership) {
    missing.push("The employer agrees in the contract to a recognition partnership and to your recognition procedure.");
  }
  missing.push("Proof that your qualification is state-recognised in the country where you gained it (from the ZAB).");
  return result(
    id,
    "possible",
    atLeast(person.german, "A2")
      ? "You can work for this employer while your recognition is completed in Germany."
      : "Possible with German at A2: you could then work while your recognition is completed in Germany.",
    missing,
  );
}

function germanForPoints(level: LanguageLevel): OpportunityAnswers["german"] {
  if (level === "none" || level === "A1" || level === "A2" || level === "B1") return level;
  return "B2";
}

/** The person's situation as the self-check's answers; what the situation does not say counts as no. */
export function opportunityAnswers(job: RouteJob, person: RoutePerson): OpportunityAnswers {
  return {
    qualification:
      person.recognition === "full"
        ? "full"
        : person.recognition === "partial"
          ? "partial"
          : person.qualification === "none"
            ? "none"
            : "home",
    shortageOccupation: job.shortageOccupation,
    experience: person.yearsExperience >= 5 ? "5in7" : person.yearsExperience >= 2 ? "2in5" : "none",
    german: germanForPoints(person.german),
    english: atLeast(person.english, "C1") ? "C1" : atLeast(person.english, "B2") ? "B2" : "none",
    age: person.ageBand === "under35" ? "under35" : person.ageBand === "35to39" ? "35to39" : "40plus",
    earlierStay: false,
    spouseEligible: false,
    funds: person.funds === true,
  };
}

function opportunityCard(job: RouteJob, person: RoutePerson): RouteResult {
  const id = "opportunity-card";
  if (person.qualification === "none" && person.recognition !== "partial") {
    return result(id, "no", "The Opportunity Card needs a degree or at least two years of vocational training.");
  }
  // Points first, as if the funds were there: a person short of points should learn that before anything else.
  const answers = opportunityAnswers(job, person);
  const r = opportunityCardResult({ ...answers, funds: true });
  if (r.outcome === "requirements-missing")
    return result(id, "possible", "A basic requirement of the card is missing.", r.missing);
  if (r.outcome === "short")
    return result(id, "possible", `${r.summary} It lets you look for work in Germany.`, r.advice.slice(0, 2));
  if (!answers.funds) {
    const funds = opportunityCardResult(answers).missing;
    return result(id, "possible", `${r.summary.replace(/\.$/, "")}, but the proof of funds is missing.`, funds);
  }
  return result(id, "fits", `${r.summary} It lets you come to look for work.`);
}

/** Every route for the job and the person, in a fixed order, with the figures in force on `date`. */
export function residenceRoutes(job: RouteJob, person: RoutePerson, date: Date = new Date()): RouteResult[] {
  return [
    blueCard(job, person, date),
    skilledWorker("skilled-vocational", job, person, date),
    skilledWorker("skilled-academic", job, person, date),
    recognitionPartnership(job, person),
    opportunityCard(job, person),
  ];
}
