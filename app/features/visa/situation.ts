import type { LanguageLevel } from "#vocabulary/levels.ts";
import type { AgeBandWord, QualificationLevelWord } from "#vocabulary/situation.ts";
import type { RecognitionStatus } from "#vocabulary/statuses.ts";
import type { AgeBand, QualificationLevel, RouteJob, RoutePerson } from "./residence-routes.ts";

/**
 * A job seeker's situation as the profile stores it, and what the residence-route rules make of it
 * (docs/decisions/185-profile-to-route-person.md). Every answer is optional: the mapping says what an unknown one
 * is taken to mean, and without a qualification there is nothing to judge, so the job page shows the typical
 * situations instead.
 */
export interface Situation {
  qualificationLevel: QualificationLevelWord | null;
  recognitionStatus: RecognitionStatus | null;
  germanLevel: LanguageLevel | null;
  englishLevel: LanguageLevel | null;
  yearsExperience: number | null;
  ageBand: AgeBandWord | null;
}

// The vocabulary's words are the rules' words: a change to either breaks the build here.
const QUALIFICATION: Record<QualificationLevelWord, QualificationLevel> = {
  degree: "degree",
  vocational: "vocational",
  none: "none",
};
const AGE: Record<AgeBandWord, AgeBand> = { under35: "under35", "35to39": "35to39", "40to44": "40to44", "45plus": "45plus" };

/**
 * The person the rules judge, or null when the qualification is not stated. Unknown answers count as the least:
 * recognition not started, no German or English, no experience. An unknown age counts as 40 to 44: no age points
 * for the Opportunity Card, and no rule for 45 and over applied. "Recognition not needed for my work" counts as not
 * started, because the skilled-worker permits still ask for recognition (§ 18a, § 18b AufenthG).
 */
export function routePersonFromSituation(situation: Situation): RoutePerson | null {
  if (situation.qualificationLevel === null) return null;
  const recognition = situation.recognitionStatus;
  return {
    qualification: QUALIFICATION[situation.qualificationLevel],
    recognition: recognition === null || recognition === "not_needed" ? "not_started" : recognition,
    german: situation.germanLevel ?? "none",
    english: situation.englishLevel ?? "none",
    yearsExperience: situation.yearsExperience ?? 0,
    ageBand: situation.ageBand === null ? "40to44" : AGE[situation.ageBand],
  };
}

/** What the answer counts unknown answers as, in the words the page shows under the routes. */
export function situationAssumptions(situation: Situation): string[] {
  if (situation.qualificationLevel === null) return [];
  const said: string[] = [];
  if (situation.recognitionStatus === null) said.push("Recognition not stated: counted as not started.");
  if (situation.recognitionStatus === "not_needed")
    said.push(
      "You said recognition is not needed for your work; a skilled-worker visa still asks for it, so it counts as not started.",
    );
  if (situation.germanLevel === null) said.push("German level not stated: counted as none.");
  if (situation.englishLevel === null) said.push("English level not stated: counted as none.");
  if (situation.yearsExperience === null) said.push("Years of experience not stated: counted as none.");
  if (situation.ageBand === null)
    said.push("Age band not stated: no age points counted, and the rule for 45 and over not applied.");
  return said;
}

/** A situation many of our visitors are in, for the routes shown to someone signed out or without a stated qualification. */
export interface TypicalSituation {
  id: string;
  title: string;
  person: RoutePerson;
}

export const TYPICAL_SITUATIONS: readonly TypicalSituation[] = [
  {
    id: "nurse-a2",
    title: "Nurse with a diploma, recognition not started, German A2",
    person: {
      qualification: "vocational",
      recognition: "not_started",
      german: "A2",
      english: "B2",
      yearsExperience: 3,
      ageBand: "under35",
    },
  },
  {
    id: "tradesperson-b1",
    title: "Electrician with two years' training, recognition in progress, German B1",
    person: {
      qualification: "vocational",
      recognition: "in_progress",
      german: "B1",
      english: "B1",
      yearsExperience: 5,
      ageBand: "35to39",
    },
  },
  {
    id: "it-graduate-english",
    title: "University graduate in IT, English only",
    person: {
      qualification: "degree",
      recognition: "not_started",
      german: "none",
      english: "C1",
      yearsExperience: 2,
      ageBand: "under35",
    },
  },
  {
    id: "no-qualification",
    title: "No formal qualification, some German",
    person: {
      qualification: "none",
      recognition: "not_started",
      german: "A1",
      english: "B1",
      yearsExperience: 4,
      ageBand: "under35",
    },
  },
];

/**
 * The typical situation a job page shows someone without a stated qualification: the one asked for by id, else the
 * one closest to the job (a licensed occupation, mostly nursing and care for our users: the nurse; another job for a
 * degree: the graduate; no qualification: the person without one; other skilled work: the tradesperson).
 */
export function typicalSituationFor(job: Pick<RouteJob, "requires" | "regulated">, id?: string | null): TypicalSituation {
  const asked = TYPICAL_SITUATIONS.find((s) => s.id === id);
  if (asked) return asked;
  const fallback = job.regulated
    ? "nurse-a2"
    : job.requires === "degree"
      ? "it-graduate-english"
      : job.requires === "none"
        ? "no-qualification"
        : "tradesperson-b1";
  return TYPICAL_SITUATIONS.find((s) => s.id === fallback) ?? TYPICAL_SITUATIONS[0]!;
}
