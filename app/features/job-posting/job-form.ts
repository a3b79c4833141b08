/**
 * The job form's rules (docs/product.md#posting-jobs): one zod schema for the browser and the server, and the
 * pure conversions between the form's values and a job's stored columns. No database here.
 */
import { z, type Message } from "#app/lib/zod.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { LANGUAGES, type Language } from "#vocabulary/languages.ts";
import { LANGUAGE_LEVELS } from "#vocabulary/levels.ts";
import { formatEuro } from "#content/money.ts";
import { isOccupationCode } from "#app/features/occupations/public.ts";
import {
  annualSalaryRange,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  jobCategories,
  lifecycle,
  salarySortKey,
} from "#app/features/jobs/public.ts";
import { parseAmount, readAmount } from "./amounts.ts";

export { parseAmount, readAmount };

export const TITLE_MIN = 3;
export const TITLE_MAX = 120;
export const CITY_MAX = 60;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 10_000;
export const LIST_MAX_ITEMS = 20;
export const LIST_ITEM_MAX = 200;
export const SKILLS_MAX = 20;
export const SKILL_MAX = 50;

// The form offers every level of the site (the job page's component imports the list from here).
export { LANGUAGE_LEVELS };
export const SALARY_PERIODS = ["none", "hour", "month", "year"] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, () => string> = {
  none: m.employer_form_period_none,
  hour: m.employer_form_period_hour,
  month: m.employer_form_period_month,
  year: m.employer_form_period_year,
};

/** The highest amount that can be meant for each period (catches a yearly figure typed as hourly). */
const SALARY_LIMITS: Record<Exclude<SalaryPeriod, "none">, { min: number; max: number }> = {
  hour: { min: 1, max: 500 },
  month: { min: 100, max: 100_000 },
  year: { min: 1_000, max: 1_000_000 },
};

/** The salary text of a job without one: kept by the salary filter, last in the salary sorts. */
export const SALARY_NOT_STATED = "Salary not stated";

/** The form's messages: message functions, read when a value is checked (in the request's language). */
export const jobFormMessages = {
  title: () => m.employer_form_title_missing({ min: formatNumber(TITLE_MIN) }),
  titleTooLong: () => m.employer_form_title_too_long({ max: formatNumber(TITLE_MAX) }),
  category: m.employer_form_category,
  occupation: m.employer_form_occupation,
  unknownOccupation: m.employer_form_unknown_occupation,
  city: m.employer_form_city,
  /** The server's answer to a text that names no place in the gazetteer (docs/decisions/161-jobs-reference-places.md). */
  unknownPlace: m.employer_form_unknown_place,
  cityTooLong: () => m.employer_form_city_too_long({ max: formatNumber(CITY_MAX) }),
  jobType: m.employer_form_job_type,
  experienceLevel: m.employer_form_experience_level,
  salaryPeriod: m.employer_form_salary_period,
  salaryMin: m.employer_form_salary_min,
  salaryAmount: m.employer_form_salary_amount,
  salaryAmbiguous: m.employer_form_salary_ambiguous,
  salaryTooLow: {
    hour: m.employer_form_salary_too_low_hour,
    month: m.employer_form_salary_too_low_month,
    year: m.employer_form_salary_too_low_year,
  },
  salaryTooHigh: {
    hour: m.employer_form_salary_too_high_hour,
    month: m.employer_form_salary_too_high_month,
    year: m.employer_form_salary_too_high_year,
  },
  salaryMaxBelowMin: m.employer_form_salary_max_below_min,
  description: () => m.employer_form_description({ min: formatNumber(DESCRIPTION_MIN) }),
  descriptionTooLong: () => m.employer_form_description_too_long({ max: formatNumber(DESCRIPTION_MAX) }),
  requirements: m.employer_form_requirements,
  tooManyItems: () => m.employer_form_too_many_items({ max: formatNumber(LIST_MAX_ITEMS) }),
  itemTooLong: () => m.employer_form_item_too_long({ max: formatNumber(LIST_ITEM_MAX) }),
  tooManySkills: () => m.employer_form_too_many_skills({ max: formatNumber(SKILLS_MAX) }),
  skillTooLong: () => m.employer_form_skill_too_long({ max: formatNumber(SKILL_MAX) }),
  germanLevel: m.employer_form_german_level,
  englishLevel: m.employer_form_english_level,
  yesNo: m.employer_form_yes_no,
  deadline: m.employer_form_deadline,
  // The same rule as the life cycle's (jobs/lifecycle.ts), worded for the form.
  deadlineInPast: m.employer_form_deadline_in_past,
  deadlineTooLate: () => m.employer_form_deadline_too_late({ days: formatNumber(lifecycle.MAX_DEADLINE_DAYS) }),
  adLanguage: m.employer_form_ad_language,
} as const satisfies Record<string, Message | Record<string, Message>>;

// eslint-disable-next-line no-control-regex -- control characters are what these patterns find
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- as above
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Multi-line text as typed, without invisible or bidi-changing characters and with Unix line ends. */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROL, "").trim();
}

/** One item per line; leading list marks ("- ", "• ", "* ") and empty lines dropped. */
export function listLines(value: string | undefined): string[] {
  return cleanText(value ?? "")
    .split("\n")
    .map((line) => line.replace(/^\s*[-•*]\s*/, "").trim())
    .filter(Boolean);
}

/** Skills: one per line or separated by commas. */
export function skillList(value: string | undefined): string[] {
  const seen = new Set<string>();
  return listLines(value)
    .flatMap((line) => line.split(","))
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
}

// Always the English format, whatever the page's language: this text is stored and read by the salary parser
// (app/features/jobs/salary.ts); pages show it in their own format (formatSalaryText).
const euro = (amount: number) => formatEuro(amount, "en");

/** The stored salary text, as the sample jobs write it: "€40,000 - €48,000 per year", "€14.50 per hour". */
export function salaryText(salary: { period: SalaryPeriod; min?: number; max?: number }): string {
  if (salary.period === "none" || salary.min === undefined) return SALARY_NOT_STATED;
  const range =
    salary.max !== undefined && salary.max !== salary.min ? `${euro(salary.min)} - ${euro(salary.max)}` : euro(salary.min);
  return `${range} per ${salary.period}`;
}

/** A calendar day as typed in a date field. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A deadline day ends at midnight where our users are (Kampala, UTC+3 all year: app/lib/dates.ts). */
export function deadlineFromDay(day: string): Date {
  return new Date(`${day}T23:59:59+03:00`);
}

/** The day of a deadline, for a date field. */
export function dayOfDeadline(deadline: Date): string {
  return new Date(deadline.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** Why a wanted deadline is refused for a job published at `publishedAt` (now, for a new one), or null. */
export function deadlineProblem(day: string, publishedAt: Date, now: Date): string | null {
  if (!isCalendarDay(day)) return jobFormMessages.deadline();
  const deadline = deadlineFromDay(day);
  if (deadline.getTime() <= now.getTime()) return jobFormMessages.deadlineInPast();
  if (deadline.getTime() > lifecycle.latestDeadline(publishedAt).getTime()) return jobFormMessages.deadlineTooLate();
  return null;
}

const line = (missing: () => string, max: number, tooLong: () => string) =>
  z
    .string({ error: missing })
    .trim()
    .max(max, { error: tooLong })
    .refine((v) => !LINE_BREAK_OR_CONTROL.test(v), { error: missing });

const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: () => string) => z.enum(values, { error: message });

const list = (opts: {
  required?: () => string;
  maxItems: number;
  manyMessage: () => string;
  maxLength: number;
  longMessage: () => string;
}) =>
  z
    .string()
    .optional()
    .transform((v) => listLines(v))
    .superRefine((items, ctx) => {
      if (opts.required && items.length === 0) ctx.addIssue({ code: "custom", message: opts.required() });
      else if (items.length > opts.maxItems) ctx.addIssue({ code: "custom", message: opts.manyMessage() });
      else if (items.some((i) => i.length > opts.maxLength)) ctx.addIssue({ code: "custom", message: opts.longMessage() });
    });

/**
 * The form's schema. `now` dates the deadline check: a new job would be published now, so its deadline may
 * be at most 90 days ahead (the life-cycle rules check it again when the job is submitted).
 */
export function jobFormSchema(now: Date = new Date()) {
  return z
    .object({
      title: line(jobFormMessages.title, TITLE_MAX, jobFormMessages.titleTooLong).refine((v) => v.length >= TITLE_MIN, {
        error: jobFormMessages.title,
      }),
      category: z
        .string({ error: jobFormMessages.category })
        .refine((v) => jobCategories.some((c) => c.slug === v), { error: jobFormMessages.category }),
      // An ISCO-08 unit group (docs/decisions/179-isco-08-occupations.md); required for every job saved from now on.
      occupation: z
        .string({ error: jobFormMessages.occupation })
        .trim()
        .refine(isOccupationCode, { error: jobFormMessages.unknownOccupation }),
      city: line(jobFormMessages.city, CITY_MAX, jobFormMessages.cityTooLong).refine(
        (v) => v.length >= 2 && /^[\p{L}][\p{L} .'()/-]*$/u.test(v),
        { error: jobFormMessages.city },
      ),
      jobType: oneOf(JOB_TYPES, jobFormMessages.jobType),
      experienceLevel: oneOf(EXPERIENCE_LEVELS, jobFormMessages.experienceLevel),
      salaryPeriod: oneOf(SALARY_PERIODS, jobFormMessages.salaryPeriod),
      salaryMin: z.string().max(20, { error: jobFormMessages.salaryAmount }).optional(),
      salaryMax: z.string().max(20, { error: jobFormMessages.salaryAmount }).optional(),
      description: z
        .string({ error: jobFormMessages.description })
        .transform(cleanText)
        .pipe(
          z
            .string()
            .min(DESCRIPTION_MIN, { error: jobFormMessages.description })
            .max(DESCRIPTION_MAX, { error: jobFormMessages.descriptionTooLong }),
        ),
      // The language the ad is written in (decision 210): suggested by the form, chosen by the employer.
      adLanguage: oneOf(LANGUAGES, jobFormMessages.adLanguage),
      requirements: list({
        required: jobFormMessages.requirements,
        maxItems: LIST_MAX_ITEMS,
        manyMessage: jobFormMessages.tooManyItems,
        maxLength: LIST_ITEM_MAX,
        longMessage: jobFormMessages.itemTooLong,
      }),
      benefits: list({
        maxItems: LIST_MAX_ITEMS,
        manyMessage: jobFormMessages.tooManyItems,
        maxLength: LIST_ITEM_MAX,
        longMessage: jobFormMessages.itemTooLong,
      }),
      skills: z
        .string()
        .optional()
        .transform((v) => skillList(v))
        .superRefine((items, ctx) => {
          if (items.length > SKILLS_MAX) ctx.addIssue({ code: "custom", message: jobFormMessages.tooManySkills() });
          else if (items.some((i) => i.length > SKILL_MAX))
            ctx.addIssue({ code: "custom", message: jobFormMessages.skillTooLong() });
        }),
      germanLevel: oneOf(LANGUAGE_LEVELS, jobFormMessages.germanLevel),
      englishLevel: oneOf(LANGUAGE_LEVELS, jobFormMessages.englishLevel),
      visaSponsorship: oneOf(["yes", "no"], jobFormMessages.yesNo),
      relocationSupport: oneOf(["yes", "no"], jobFormMessages.yesNo),
      deadline: z.string().trim().max(10, { error: jobFormMessages.deadline }).optional(),
    })
    .superRefine(
      (v, ctx) => {
        // Also runs when other fields have mistakes (`when` below), so a value here may be unchecked input.
        if (v.salaryPeriod !== "none" && Object.hasOwn(SALARY_LIMITS, v.salaryPeriod)) {
          const period = v.salaryPeriod;
          const limits = SALARY_LIMITS[v.salaryPeriod];
          const check = (field: "salaryMin" | "salaryMax", raw: string | undefined) => {
            if (raw === undefined) {
              if (field === "salaryMin") ctx.addIssue({ code: "custom", path: [field], message: jobFormMessages.salaryMin() });
              return undefined;
            }
            const read = readAmount(raw);
            const amount = "amount" in read ? read.amount : null;
            const problem =
              amount === null
                ? "problem" in read && read.problem === "ambiguous"
                  ? jobFormMessages.salaryAmbiguous()
                  : jobFormMessages.salaryAmount()
                : amount < limits.min
                  ? jobFormMessages.salaryTooLow[period]()
                  : amount > limits.max
                    ? jobFormMessages.salaryTooHigh[period]()
                    : null;
            if (problem) ctx.addIssue({ code: "custom", path: [field], message: problem });
            return problem ? undefined : (amount ?? undefined);
          };
          const min = check("salaryMin", v.salaryMin);
          const max = check("salaryMax", v.salaryMax);
          if (min !== undefined && max !== undefined && max < min) {
            ctx.addIssue({ code: "custom", path: ["salaryMax"], message: jobFormMessages.salaryMaxBelowMin() });
          }
        }
        if (typeof v.deadline === "string" && v.deadline) {
          const problem = deadlineProblem(v.deadline, now, now);
          if (problem) ctx.addIssue({ code: "custom", path: ["deadline"], message: problem });
        }
      },
      // Every message at once: the salary and deadline checks run even when another field has a mistake.
      { when: () => true },
    );
}

export type JobFormValues = z.output<ReturnType<typeof jobFormSchema>>;

/* ---------- form values <-> stored columns ---------- */

/** The gazetteer's place the form's city names (the server looks it up: job-posting's places.server.ts). */
export interface JobPlace {
  id: number;
  label: string;
  slug: string;
}

/** The job's content columns from the form's values and its place (not its status, deadline or company). */
export function jobContent(v: JobFormValues, place: JobPlace) {
  const salary = salaryText({
    period: v.salaryPeriod,
    min: v.salaryMin === undefined ? undefined : (parseAmount(v.salaryMin) ?? undefined),
    max: v.salaryMax === undefined ? undefined : (parseAmount(v.salaryMax) ?? undefined),
  });
  const category = jobCategories.find((c) => c.slug === v.category)!;
  const range = annualSalaryRange(salary);
  return {
    title: v.title,
    category: category.name,
    categorySlug: category.slug,
    occupation: v.occupation,
    // The place's label ("München", "Neustadt (Hesse)") however it was typed; its slug is what the filters read.
    location: place.label,
    placeId: place.id,
    citySlug: place.slug,
    salary,
    // Annualised, as for the sample jobs: the search's salary filter and sorts read these.
    salaryMin: range?.min ?? null,
    salaryMax: range?.max ?? null,
    salarySort: salarySortKey(salary),
    jobType: v.jobType,
    experienceLevel: v.experienceLevel,
    description: v.description,
    requirements: v.requirements,
    skills: v.skills,
    benefits: v.benefits,
    germanLevel: v.germanLevel,
    englishLevel: v.englishLevel,
    visaSponsorship: v.visaSponsorship === "yes",
    relocationSupport: v.relocationSupport === "yes",
    adLanguage: v.adLanguage,
  };
}

export type JobContent = ReturnType<typeof jobContent>;

/** What the form shows for a stored job (editing it, or a new job's defaults). */
export interface JobFormDefaults {
  title: string;
  category: string;
  /** The ISCO-08 unit group; empty for a new job, or an old one saved before occupations existed. */
  occupation: string;
  city: string;
  jobType: string;
  experienceLevel: string;
  salaryPeriod: SalaryPeriod;
  salaryMin: string;
  salaryMax: string;
  description: string;
  requirements: string;
  benefits: string;
  skills: string;
  germanLevel: string;
  englishLevel: string;
  visaSponsorship: "yes" | "no";
  relocationSupport: "yes" | "no";
  deadline: string;
  /** The language the ad is written in; empty for a new job until the form suggests one. */
  adLanguage: Language | "";
}

export const NEW_JOB_DEFAULTS: JobFormDefaults = {
  title: "",
  category: "",
  occupation: "",
  city: "",
  jobType: "Full-time",
  experienceLevel: "Mid Level",
  salaryPeriod: "year",
  salaryMin: "",
  salaryMax: "",
  description: "",
  requirements: "",
  benefits: "",
  skills: "",
  germanLevel: "none",
  englishLevel: "none",
  visaSponsorship: "no",
  relocationSupport: "no",
  deadline: "",
  adLanguage: "",
};

const plain = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** The salary fields of a stored salary text (ours, or a sample job's free text). */
export function salaryFields(text: string, parse: (t: string) => { min: number; max: number; unit: string } | null) {
  const parsed = text === SALARY_NOT_STATED ? null : parse(text);
  if (!parsed) return { salaryPeriod: "none" as const, salaryMin: "", salaryMax: "" };
  const salaryPeriod = parsed.unit === "HOUR" ? "hour" : parsed.unit === "MONTH" ? "month" : "year";
  return {
    salaryPeriod: salaryPeriod as SalaryPeriod,
    salaryMin: plain(parsed.min),
    salaryMax: parsed.max !== parsed.min ? plain(parsed.max) : "",
  };
}
