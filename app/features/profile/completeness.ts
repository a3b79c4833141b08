import { m } from "#app/lib/i18n/i18n.ts";

/**
 * How complete a candidate profile is, for the meter on /profile: a percentage and what is still missing, in
 * the words the page shows ("Add your German level"). Each part weighs what it is worth to an employer in
 * Germany: the CV, the German level and the work history most.
 */
export interface ProfileFacts {
  headline: string;
  about: string;
  skills: readonly string[];
  workExperience: readonly unknown[];
  education: readonly unknown[];
  germanLevel: string | null;
  englishLevel: string | null;
  recognitionStatus: string | null;
  currentCity: string;
  currentCountry: string;
  citiesOfInterest: readonly string[];
  availableFrom: string | null;
  hasCv: boolean;
}

interface Part {
  weight: number;
  done: (p: ProfileFacts) => boolean;
  /** A message function: read when the meter is worked out, in the page's language. */
  missing: () => string;
}

const PARTS: readonly Part[] = [
  { weight: 20, done: (p) => p.hasCv, missing: m.account_profile_missing_cv },
  { weight: 15, done: (p) => p.germanLevel !== null, missing: m.account_profile_missing_german },
  { weight: 15, done: (p) => p.workExperience.length > 0, missing: m.account_profile_missing_work },
  { weight: 10, done: (p) => p.headline !== "", missing: m.account_profile_missing_headline },
  { weight: 10, done: (p) => p.skills.length > 0, missing: m.account_profile_missing_skills },
  { weight: 10, done: (p) => p.education.length > 0, missing: m.account_profile_missing_education },
  { weight: 5, done: (p) => p.about !== "", missing: m.account_profile_missing_about },
  { weight: 5, done: (p) => p.englishLevel !== null, missing: m.account_profile_missing_english },
  { weight: 5, done: (p) => p.recognitionStatus !== null, missing: m.account_profile_missing_recognition },
  { weight: 3, done: (p) => p.currentCity !== "" && p.currentCountry !== "", missing: m.account_profile_missing_location },
  { weight: 1, done: (p) => p.citiesOfInterest.length > 0, missing: m.account_profile_missing_cities },
  { weight: 1, done: (p) => p.availableFrom !== null, missing: m.account_profile_missing_start },
];

export interface Completeness {
  /** 0 to 100, whole numbers. */
  percent: number;
  /** What to add next, most valuable first. */
  missing: string[];
}

export function profileCompleteness(profile: ProfileFacts): Completeness {
  const total = PARTS.reduce((sum, part) => sum + part.weight, 0);
  const done = PARTS.filter((part) => part.done(profile));
  const percent = Math.round((done.reduce((sum, part) => sum + part.weight, 0) / total) * 100);
  return { percent, missing: PARTS.filter((part) => !part.done(profile)).map((part) => part.missing()) };
}

export const EMPTY_PROFILE_FACTS: ProfileFacts = {
  headline: "",
  about: "",
  skills: [],
  workExperience: [],
  education: [],
  germanLevel: null,
  englishLevel: null,
  recognitionStatus: null,
  currentCity: "",
  currentCountry: "",
  citiesOfInterest: [],
  availableFrom: null,
  hasCv: false,
};
