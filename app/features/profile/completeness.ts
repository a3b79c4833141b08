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
  missing: string;
}

const PARTS: readonly Part[] = [
  { weight: 20, done: (p) => p.hasCv, missing: "Upload your CV" },
  { weight: 15, done: (p) => p.germanLevel !== null, missing: "Add your German level" },
  { weight: 15, done: (p) => p.workExperience.length > 0, missing: "Add your work experience" },
  { weight: 10, done: (p) => p.headline !== "", missing: "Add a headline" },
  { weight: 10, done: (p) => p.skills.length > 0, missing: "Add your skills" },
  { weight: 10, done: (p) => p.education.length > 0, missing: "Add your education" },
  { weight: 5, done: (p) => p.about !== "", missing: "Write a few lines about you" },
  { weight: 5, done: (p) => p.englishLevel !== null, missing: "Add your English level" },
  { weight: 5, done: (p) => p.recognitionStatus !== null, missing: "Say where the recognition of your qualifications stands" },
  { weight: 3, done: (p) => p.currentCity !== "" && p.currentCountry !== "", missing: "Add where you live now" },
  { weight: 1, done: (p) => p.citiesOfInterest.length > 0, missing: "Add the cities in Germany you would move to" },
  { weight: 1, done: (p) => p.availableFrom !== null, missing: "Add when you can start" },
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
  return { percent, missing: PARTS.filter((part) => !part.done(profile)).map((part) => part.missing) };
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
