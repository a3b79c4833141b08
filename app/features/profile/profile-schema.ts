import { multilineText, plainText, z } from "#app/lib/zod.ts";
import { LANGUAGE_LEVELS } from "#vocabulary/levels.ts";
import { AGE_BANDS, MAX_YEARS_EXPERIENCE, QUALIFICATION_LEVELS, REGULATED_ANSWERS } from "#vocabulary/situation.ts";
import { RECOGNITION_STATUSES } from "#vocabulary/statuses.ts";

/**
 * The candidate profile form's rules and messages (docs/product.md#candidate-profile-and-privacy), shared by
 * the server (parseForm in the action) and the browser (Conform). Every field is optional: a candidate fills
 * the profile in over several visits and the completeness meter says what is missing. What is entered must be
 * well-formed and of bounded length. Lists (skills, cities) are one text field each, separated by commas;
 * work experience, education and other languages are repeated rows, where a row left wholly blank is ignored.
 */
export const PROFILE_LIMITS = {
  headline: 120,
  about: 2000,
  skills: 30,
  skill: 50,
  workExperience: 10,
  role: 100,
  employer: 100,
  country: 60,
  description: 1000,
  education: 10,
  qualification: 120,
  school: 120,
  certificate: 100,
  otherLanguages: 10,
  language: 40,
  city: 80,
  citiesOfInterest: 10,
  qualificationField: 100,
} as const;

export const LEVEL_LABELS: Record<(typeof LANGUAGE_LEVELS)[number], string> = {
  none: "None",
  A1: "A1 (beginner)",
  A2: "A2 (elementary)",
  B1: "B1 (intermediate)",
  B2: "B2 (upper intermediate)",
  C1: "C1 (advanced)",
  C2: "C2 (proficient)",
};

export const RECOGNITION_LABELS: Record<(typeof RECOGNITION_STATUSES)[number], string> = {
  not_started: "Not started",
  in_progress: "In progress",
  partial: "Partly recognised",
  full: "Fully recognised",
  not_needed: "Not needed for my work",
};

/** The situation's answers (decision 184): private, for the visa routes and the tracker only. */
export const QUALIFICATION_LABELS: Record<(typeof QUALIFICATION_LEVELS)[number], string> = {
  degree: "University degree",
  vocational: "Vocational training of at least two years (such as a nursing diploma)",
  none: "None of these",
};

export const AGE_BAND_LABELS: Record<(typeof AGE_BANDS)[number], string> = {
  under35: "Under 35",
  "35to39": "35 to 39",
  "40to44": "40 to 44",
  "45plus": "45 or over",
};

export const REGULATED_LABELS: Record<(typeof REGULATED_ANSWERS)[number], string> = {
  yes: "Yes, it needs a licence (such as nursing)",
  no: "No",
  unsure: "I am not sure",
};

export const profileMessages = {
  tooLong: (what: string, max: number) => `${what} is too long (at most ${max} characters)`,
  tooMany: (what: string, max: number) => `Please list at most ${max} ${what}`,
  itemTooLong: (what: string, max: number) => `Each ${what} may have at most ${max} characters`,
  unsafe: "Please remove the invisible or control characters",
  level: "Please choose a level from the list",
  recognition: "Please choose one of the options",
  choice: "Please choose one of the options",
  years: `Please enter a whole number of years from 0 to ${MAX_YEARS_EXPERIENCE}`,
  role: "Please enter the job title",
  employer: "Please enter the employer",
  month: "Please enter a month, such as 2023-04",
  monthFrom: "Please enter when you started, such as 2021-03",
  toBeforeFrom: "The end cannot be before the start",
  future: "This month has not come yet",
  qualification: "Please enter the qualification",
  school: "Please enter the school, college or university",
  year: "Please enter a year such as 2019",
  language: "Please enter the language",
  date: "Please enter a date",
  dateRange: "Please enter a date within the next five years",
  tooManyRows: (what: string, max: number) => `You can add at most ${max} ${what}`,
} as const;

/**
 * Format characters (bidi overrides, zero-width spaces), private-use characters and Unicode line separators.
 * Control characters and lone surrogates are refused by plainText and multilineText (lib/text.ts).
 */
const UNSAFE = /(?![\u200c\u200d])[\p{Cf}\p{Co}\p{Zl}\p{Zp}]/u;

/** An optional one-line text of at most `max` characters ("" when left empty). */
function line(what: string, max: number) {
  return plainText()
    .max(max, profileMessages.tooLong(what, max))
    .refine((v) => !UNSAFE.test(v), profileMessages.unsafe)
    .optional()
    .transform((v) => v ?? "");
}

/** A required one-line text inside a row. */
function requiredLine(what: string, max: number, missing: string) {
  return plainText(missing)
    .min(1, missing)
    .max(max, profileMessages.tooLong(what, max))
    .refine((v) => !UNSAFE.test(v), profileMessages.unsafe);
}

/** An optional multi-line text (Windows line ends become \n). */
function text(what: string, max: number) {
  return multilineText()
    .max(max, profileMessages.tooLong(what, max))
    .refine((v) => !UNSAFE.test(v), profileMessages.unsafe)
    .optional()
    .transform((v) => v ?? "");
}

/** "Forklift, Excel; welding" → ["Forklift", "Excel", "welding"], duplicates (in any case) dropped. */
export function splitList(value: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const raw of value.split(/[,;\n]/)) {
    const item = raw.trim().replace(/\s+/g, " ");
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      items.push(item);
    }
  }
  return items;
}

/** A comma-separated list in one text field: at most `maxItems` items of at most `maxItem` characters each. */
function list(what: string, itemName: string, maxItems: number, maxItem: number) {
  return multilineText()
    .optional()
    .transform((v) => splitList(v ?? ""))
    .refine((items) => items.length <= maxItems, profileMessages.tooMany(what, maxItems))
    .refine((items) => items.every((i) => i.length <= maxItem), profileMessages.itemTooLong(itemName, maxItem))
    .refine((items) => items.every((i) => !UNSAFE.test(i)), profileMessages.unsafe);
}

const level = z.enum(LANGUAGE_LEVELS, profileMessages.level);

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** "YYYY-MM" as the browser's month field sends it, from 1950 on. */
const month = (missing: string) =>
  z
    .string(missing)
    .trim()
    .refine((v) => MONTH.test(v) && Number(v.slice(0, 4)) >= 1950, profileMessages.month);

/** The current month as "YYYY-MM" (UTC). */
export function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** A row is blank when none of its fields has a value: blank rows of the form are not entries. */
function isBlankRow(row: unknown): boolean {
  if (row === undefined || row === null) return true;
  if (typeof row !== "object") return false;
  return Object.values(row).every((v) => v === undefined || v === null || (typeof v === "string" && v.trim() === ""));
}

/** Repeated rows: blank ones dropped, at most `max`. */
function rows<T extends z.ZodType>(row: T, what: string, max: number) {
  const schema = z
    .preprocess((v) => (Array.isArray(v) ? v.filter((r) => !isBlankRow(r)) : []), z.array(row))
    .refine((items) => items.length <= max, profileMessages.tooManyRows(what, max));
  // Typed by its rows (the preprocessing takes anything), so that the form knows the fields of each row.
  return schema as unknown as z.ZodType<z.output<T>[], z.input<T>[] | undefined>;
}

export const workExperienceSchema = z
  .object({
    role: requiredLine("Job title", PROFILE_LIMITS.role, profileMessages.role),
    employer: requiredLine("Employer", PROFILE_LIMITS.employer, profileMessages.employer),
    country: line("Country", PROFILE_LIMITS.country),
    from: month(profileMessages.monthFrom),
    to: month(profileMessages.month)
      .optional()
      .transform((v) => v ?? ""),
    description: text("Description", PROFILE_LIMITS.description),
  })
  .superRefine((entry, ctx) => {
    const now = currentMonth();
    if (entry.from > now) ctx.addIssue({ code: "custom", path: ["from"], message: profileMessages.future });
    if (entry.to && entry.to > now) ctx.addIssue({ code: "custom", path: ["to"], message: profileMessages.future });
    else if (entry.to && entry.to < entry.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: profileMessages.toBeforeFrom });
  });

export const educationSchema = z.object({
  qualification: requiredLine("Qualification", PROFILE_LIMITS.qualification, profileMessages.qualification),
  school: requiredLine("School", PROFILE_LIMITS.school, profileMessages.school),
  country: line("Country", PROFILE_LIMITS.country),
  year: z
    .string()
    .trim()
    // Up to six years ahead: a course still under way, with its expected end.
    .refine((v) => /^\d{4}$/.test(v) && Number(v) >= 1950 && Number(v) <= new Date().getUTCFullYear() + 6, profileMessages.year)
    .optional()
    .transform((v) => v ?? ""),
});

export const otherLanguageSchema = z.object({
  language: requiredLine("Language", PROFILE_LIMITS.language, profileMessages.language),
  level,
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date, "YYYY-MM-DD", from a year ago to five years ahead; one message at a time. */
const availableFrom = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const t = Date.parse(`${v}T00:00:00Z`);
    if (!DATE.test(v) || Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== v) {
      ctx.addIssue({ code: "custom", message: profileMessages.date });
    } else if (t < Date.now() - 366 * 86_400_000 || t > Date.now() + 5 * 366 * 86_400_000) {
      ctx.addIssue({ code: "custom", message: profileMessages.dateRange });
    }
  })
  .optional()
  .transform((v) => v ?? null);

export const candidateProfileSchema = z.object({
  headline: line("Headline", PROFILE_LIMITS.headline),
  about: text("About you", PROFILE_LIMITS.about),
  skills: list("skills", "skill", PROFILE_LIMITS.skills, PROFILE_LIMITS.skill),
  workExperience: rows(workExperienceSchema, "jobs", PROFILE_LIMITS.workExperience),
  education: rows(educationSchema, "qualifications", PROFILE_LIMITS.education),
  germanLevel: level.optional().transform((v) => v ?? null),
  germanCertificate: line("Certificate", PROFILE_LIMITS.certificate),
  englishLevel: level.optional().transform((v) => v ?? null),
  otherLanguages: rows(otherLanguageSchema, "other languages", PROFILE_LIMITS.otherLanguages),
  recognitionStatus: z
    .enum(RECOGNITION_STATUSES, profileMessages.recognition)
    .optional()
    .transform((v) => v ?? null),
  qualificationLevel: z
    .enum(QUALIFICATION_LEVELS, profileMessages.choice)
    .optional()
    .transform((v) => v ?? null),
  qualificationField: line("Field", PROFILE_LIMITS.qualificationField),
  yearsExperience: z
    .string()
    .trim()
    .refine((v) => /^\d{1,2}$/.test(v) && Number(v) <= MAX_YEARS_EXPERIENCE, profileMessages.years)
    .optional()
    .transform((v) => (v === undefined ? null : Number(v))),
  ageBand: z
    .enum(AGE_BANDS, profileMessages.choice)
    .optional()
    .transform((v) => v ?? null),
  regulatedProfession: z
    .enum(REGULATED_ANSWERS, profileMessages.choice)
    .optional()
    .transform((v) => v ?? null),
  currentCity: line("City", PROFILE_LIMITS.city),
  currentCountry: line("Country", PROFILE_LIMITS.country),
  citiesOfInterest: list("cities", "city", PROFILE_LIMITS.citiesOfInterest, PROFILE_LIMITS.city),
  availableFrom,
});

export type CandidateProfileInput = z.output<typeof candidateProfileSchema>;
