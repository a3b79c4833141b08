import { m } from "#app/lib/i18n/i18n.ts";
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

/**
 * The labels of the form's choices, read when used (in the page's language): each property is a getter, so that
 * code reading `LEVEL_LABELS.B1` (the employer's applicant list too) gets the text of the request's language.
 */
function labels<K extends string>(texts: Record<K, () => string>): Readonly<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(texts) as K[]) Object.defineProperty(out, key, { get: texts[key], enumerable: true });
  return out;
}

export const LEVEL_LABELS = labels<(typeof LANGUAGE_LEVELS)[number]>({
  none: m.account_profile_level_none,
  A1: m.account_profile_level_a1,
  A2: m.account_profile_level_a2,
  B1: m.account_profile_level_b1,
  B2: m.account_profile_level_b2,
  C1: m.account_profile_level_c1,
  C2: m.account_profile_level_c2,
});

export const RECOGNITION_LABELS = labels<(typeof RECOGNITION_STATUSES)[number]>({
  not_started: m.account_profile_recognition_not_started,
  in_progress: m.account_profile_recognition_in_progress,
  partial: m.account_profile_recognition_partial,
  full: m.account_profile_recognition_full,
  not_needed: m.account_profile_recognition_not_needed,
});

/** The situation's answers (decision 184): private, for the visa routes and the tracker only. */
export const QUALIFICATION_LABELS = labels<(typeof QUALIFICATION_LEVELS)[number]>({
  degree: m.account_profile_qual_degree,
  vocational: m.account_profile_qual_vocational,
  none: m.account_profile_qual_none,
});

export const AGE_BAND_LABELS = labels<(typeof AGE_BANDS)[number]>({
  under35: m.account_profile_age_under35,
  "35to39": m.account_profile_age_35to39,
  "40to44": m.account_profile_age_40to44,
  "45plus": m.account_profile_age_45plus,
});

export const REGULATED_LABELS = labels<(typeof REGULATED_ANSWERS)[number]>({
  yes: m.account_profile_regulated_yes,
  no: m.account_profile_regulated_no,
  unsure: m.account_profile_regulated_unsure,
});

/**
 * The messages, read when a value is checked (in the request's language): message functions, and functions of
 * the field's name for the ones that name it. Numbers stay as digits in both languages ("2000", as before).
 */
export const profileMessages = {
  tooLong: (what: string, max: number) => m.account_profile_val_too_long({ what, max: String(max) }),
  tooMany: (what: string, max: number) => m.account_profile_val_too_many({ what, max: String(max) }),
  itemTooLong: (what: string, max: number) => m.account_profile_val_item_too_long({ what, max: String(max) }),
  unsafe: m.account_profile_val_unsafe,
  level: m.account_profile_val_level,
  recognition: m.account_profile_val_choice,
  choice: m.account_profile_val_choice,
  years: () => m.account_profile_val_years({ max: String(MAX_YEARS_EXPERIENCE) }),
  role: m.account_profile_val_role,
  employer: m.account_profile_val_employer,
  month: m.account_profile_val_month,
  monthFrom: m.account_profile_val_month_from,
  toBeforeFrom: m.account_profile_val_to_before_from,
  future: m.account_profile_val_future,
  qualification: m.account_profile_val_qualification,
  school: m.account_profile_val_school,
  year: m.account_profile_val_year,
  language: m.account_profile_val_language,
  date: m.account_profile_val_date,
  dateRange: m.account_profile_val_date_range,
  tooManyRows: (what: string, max: number) => m.account_profile_val_too_many_rows({ what, max: String(max) }),
} as const;

/** A text read when it is needed: what a field is called in its messages ("Headline is too long"). */
type Text = () => string;

/**
 * Format characters (bidi overrides, zero-width spaces), private-use characters and Unicode line separators.
 * Control characters and lone surrogates are refused by plainText and multilineText (lib/text.ts).
 */
const UNSAFE = /(?![\u200c\u200d])[\p{Cf}\p{Co}\p{Zl}\p{Zp}]/u;

/** An optional one-line text of at most `max` characters ("" when left empty). */
function line(what: Text, max: number) {
  return plainText()
    .max(max, { error: () => profileMessages.tooLong(what(), max) })
    .refine((v) => !UNSAFE.test(v), { error: profileMessages.unsafe })
    .optional()
    .transform((v) => v ?? "");
}

/** A required one-line text inside a row. */
function requiredLine(what: Text, max: number, missing: Text) {
  return plainText(missing)
    .min(1, { error: missing })
    .max(max, { error: () => profileMessages.tooLong(what(), max) })
    .refine((v) => !UNSAFE.test(v), { error: profileMessages.unsafe });
}

/** An optional multi-line text (Windows line ends become \n). */
function text(what: Text, max: number) {
  return multilineText()
    .max(max, { error: () => profileMessages.tooLong(what(), max) })
    .refine((v) => !UNSAFE.test(v), { error: profileMessages.unsafe })
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
function list(what: Text, itemName: Text, maxItems: number, maxItem: number) {
  return multilineText()
    .optional()
    .transform((v) => splitList(v ?? ""))
    .refine((items) => items.length <= maxItems, { error: () => profileMessages.tooMany(what(), maxItems) })
    .refine((items) => items.every((i) => i.length <= maxItem), { error: () => profileMessages.itemTooLong(itemName(), maxItem) })
    .refine((items) => items.every((i) => !UNSAFE.test(i)), { error: profileMessages.unsafe });
}

const level = z.enum(LANGUAGE_LEVELS, { error: profileMessages.level });

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** "YYYY-MM" as the browser's month field sends it, from 1950 on. */
const month = (missing: Text) =>
  z
    .string({ error: missing })
    .trim()
    .refine((v) => MONTH.test(v) && Number(v.slice(0, 4)) >= 1950, { error: profileMessages.month });

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
function rows<T extends z.ZodType>(row: T, what: Text, max: number) {
  const schema = z
    .preprocess((v) => (Array.isArray(v) ? v.filter((r) => !isBlankRow(r)) : []), z.array(row))
    .refine((items) => items.length <= max, { error: () => profileMessages.tooManyRows(what(), max) });
  // Typed by its rows (the preprocessing takes anything), so that the form knows the fields of each row.
  return schema as unknown as z.ZodType<z.output<T>[], z.input<T>[] | undefined>;
}

export const workExperienceSchema = z
  .object({
    role: requiredLine(m.account_profile_what_job_title, PROFILE_LIMITS.role, profileMessages.role),
    employer: requiredLine(m.account_profile_what_employer, PROFILE_LIMITS.employer, profileMessages.employer),
    country: line(m.account_profile_what_country, PROFILE_LIMITS.country),
    from: month(profileMessages.monthFrom),
    to: month(profileMessages.month)
      .optional()
      .transform((v) => v ?? ""),
    description: text(m.account_profile_what_description, PROFILE_LIMITS.description),
  })
  .superRefine((entry, ctx) => {
    const now = currentMonth();
    if (entry.from > now) ctx.addIssue({ code: "custom", path: ["from"], message: profileMessages.future() });
    if (entry.to && entry.to > now) ctx.addIssue({ code: "custom", path: ["to"], message: profileMessages.future() });
    else if (entry.to && entry.to < entry.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: profileMessages.toBeforeFrom() });
  });

export const educationSchema = z.object({
  qualification: requiredLine(m.account_profile_what_qualification, PROFILE_LIMITS.qualification, profileMessages.qualification),
  school: requiredLine(m.account_profile_what_school, PROFILE_LIMITS.school, profileMessages.school),
  country: line(m.account_profile_what_country, PROFILE_LIMITS.country),
  year: z
    .string()
    .trim()
    // Up to six years ahead: a course still under way, with its expected end.
    .refine((v) => /^\d{4}$/.test(v) && Number(v) >= 1950 && Number(v) <= new Date().getUTCFullYear() + 6, {
      error: profileMessages.year,
    })
    .optional()
    .transform((v) => v ?? ""),
});

export const otherLanguageSchema = z.object({
  language: requiredLine(m.account_profile_what_language, PROFILE_LIMITS.language, profileMessages.language),
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
      ctx.addIssue({ code: "custom", message: profileMessages.date() });
    } else if (t < Date.now() - 366 * 86_400_000 || t > Date.now() + 5 * 366 * 86_400_000) {
      ctx.addIssue({ code: "custom", message: profileMessages.dateRange() });
    }
  })
  .optional()
  .transform((v) => v ?? null);

export const candidateProfileSchema = z.object({
  headline: line(m.account_profile_what_headline, PROFILE_LIMITS.headline),
  about: text(m.account_profile_what_about, PROFILE_LIMITS.about),
  skills: list(m.account_profile_what_skills, m.account_profile_what_skill, PROFILE_LIMITS.skills, PROFILE_LIMITS.skill),
  workExperience: rows(workExperienceSchema, m.account_profile_what_jobs, PROFILE_LIMITS.workExperience),
  education: rows(educationSchema, m.account_profile_what_qualifications, PROFILE_LIMITS.education),
  germanLevel: level.optional().transform((v) => v ?? null),
  germanCertificate: line(m.account_profile_what_certificate, PROFILE_LIMITS.certificate),
  englishLevel: level.optional().transform((v) => v ?? null),
  otherLanguages: rows(otherLanguageSchema, m.account_profile_what_other_languages, PROFILE_LIMITS.otherLanguages),
  recognitionStatus: z
    .enum(RECOGNITION_STATUSES, { error: profileMessages.recognition })
    .optional()
    .transform((v) => v ?? null),
  qualificationLevel: z
    .enum(QUALIFICATION_LEVELS, { error: profileMessages.choice })
    .optional()
    .transform((v) => v ?? null),
  qualificationField: line(m.account_profile_what_field, PROFILE_LIMITS.qualificationField),
  yearsExperience: z
    .string()
    .trim()
    .refine((v) => /^\d{1,2}$/.test(v) && Number(v) <= MAX_YEARS_EXPERIENCE, { error: profileMessages.years })
    .optional()
    .transform((v) => (v === undefined ? null : Number(v))),
  ageBand: z
    .enum(AGE_BANDS, { error: profileMessages.choice })
    .optional()
    .transform((v) => v ?? null),
  regulatedProfession: z
    .enum(REGULATED_ANSWERS, { error: profileMessages.choice })
    .optional()
    .transform((v) => v ?? null),
  currentCity: line(m.account_profile_what_city, PROFILE_LIMITS.city),
  currentCountry: line(m.account_profile_what_country, PROFILE_LIMITS.country),
  citiesOfInterest: list(
    m.account_profile_what_cities,
    m.account_profile_what_city_item,
    PROFILE_LIMITS.citiesOfInterest,
    PROFILE_LIMITS.city,
  ),
  availableFrom,
});

export type CandidateProfileInput = z.output<typeof candidateProfileSchema>;
