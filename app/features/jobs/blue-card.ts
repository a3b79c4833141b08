import { CURRENT_SALARIES, FACTS_YEAR } from "#content/yearly-salaries.ts";
import { isShortageOccupation, licenceOf, requirementOf } from "#app/features/occupations/public.ts";
import type { RouteJob } from "#app/features/visa/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { annualSalaryRange } from "./salary.ts";

/**
 * The EU Blue Card salary check of a job (docs/decisions/076-blue-card-salary-check.md, 183-occupation-drives-blue-card.md):
 * does the advertised pay reach the general threshold, or the lower one that applies to shortage occupations (§ 18g (1)
 * sentence 2 AufenthG)? A pure rule over the job's salary text and occupation (its category only for a job without
 * one); the thresholds come from content/visa-facts.ts.
 *
 * It is never a guarantee: the degree must also be recognised or comparable, the job must match it, and the
 * immigration authorities decide.
 */

export type BlueCardLevel = "meets-general" | "meets-shortage" | "below" | "unknown";

export interface BlueCardCheck {
  level: BlueCardLevel;
  /** The yearly salary compared (the minimum of the advertised range), or null without a salary. */
  annualSalary: number | null;
  /** The threshold that decided: the general one, or the lower one for a shortage category. */
  threshold: number;
  /** The job's occupation (or, without one, its category) is a shortage occupation: the lower threshold applies. */
  shortageOccupation: boolean;
  /**
   * Below the general threshold but at least the lower one in a category that is not a shortage occupation: a
   * new entrant (degree within the last three years) may still qualify with the lower threshold.
   */
  newEntrantMayQualify: boolean;
}

/**
 * The categories that count as Blue Card shortage occupations, for jobs without an occupation only (posted before
 * occupations existed; decision 183); a category is only a rough guide to the occupation, and the explanation says so. it = ISCO-08 25 and 133, engineering = 21, healthcare = 221/222/225/226, education = 23
 * (docs/decisions/076-blue-card-salary-check.md). Healthcare also holds former care jobs (ISCO 53, not listed), whose pay is
 * below even the lower threshold (docs/decisions/028-phone-browsing.md). The other categories are mostly not professional
 * level or not on the list (business, ISCO 24), and the manager groups 132/134 cannot be told apart by category.
 */
export const BLUE_CARD_SHORTAGE_CATEGORIES: readonly string[] = ["it", "engineering", "healthcare", "education"];

export function isShortageCategory(categorySlug: string | null | undefined): boolean {
  return categorySlug != null && BLUE_CARD_SHORTAGE_CATEGORIES.includes(categorySlug);
}

/** The job the Blue Card rules read: its salary text, its occupation, and its category for a job without one. */
export interface BlueCardJob {
  salary: string | null | undefined;
  categorySlug: string | null | undefined;
  occupation?: string | null;
}

/**
 * Whether the lower threshold applies: by the job's ISCO-08 occupation (the law's groups), and only for a job without
 * an occupation by its category (decision 183).
 */
export function isShortageJob(job: Pick<BlueCardJob, "categorySlug" | "occupation">): boolean {
  return job.occupation ? isShortageOccupation(job.occupation) : isShortageCategory(job.categorySlug);
}

/**
 * Checks a job's salary against the Blue Card thresholds. Hourly and monthly pay are annualised as everywhere
 * on the site (2,080 hours, 12 months; whole euros). The MINIMUM of a range is compared: the contract has to
 * reach the threshold, and only the lower end of an advertised range is what the employer commits to; the top
 * would promise a Blue Card the offer may not reach. A salary exactly at the threshold meets it.
 */
export function blueCardCheck(job: BlueCardJob): BlueCardCheck {
  const general = CURRENT_SALARIES.blueCardGeneral;
  const lower = CURRENT_SALARIES.blueCardShortage;
  const shortageOccupation = isShortageJob(job);
  const threshold = shortageOccupation ? lower : general;
  const range = job.salary ? annualSalaryRange(job.salary) : null;
  if (!range) return { level: "unknown", annualSalary: null, threshold, shortageOccupation, newEntrantMayQualify: false };
  const annual = range.min;
  if (annual >= general) {
    return { level: "meets-general", annualSalary: annual, threshold: general, shortageOccupation, newEntrantMayQualify: false };
  }
  if (shortageOccupation && annual >= lower) {
    return { level: "meets-shortage", annualSalary: annual, threshold: lower, shortageOccupation, newEntrantMayQualify: false };
  }
  return {
    level: "below",
    annualSalary: annual,
    threshold,
    shortageOccupation,
    newEntrantMayQualify: !shortageOccupation && annual >= lower,
  };
}

/** Where the badge links: the Blue Card guide. */
export const BLUE_CARD_GUIDE_PATH = "/resources/blue-card";

/** Short badge labels per level. */
export const BLUE_CARD_LABELS: Record<BlueCardLevel, () => string> = {
  "meets-general": m.jobs_blue_card_meets_general,
  "meets-shortage": m.jobs_blue_card_meets_shortage,
  below: m.jobs_blue_card_below,
  unknown: m.jobs_blue_card_unknown,
};

/** The sentence under the badge: what the check means and what it does not promise. */
export const BLUE_CARD_EXPLANATION = (): string => m.jobs_blue_card_explanation({ year: FACTS_YEAR });

/**
 * A job as the residence-route rules read it (app/features/visa/residence-routes.ts, "Your routes to this job"): the
 * lowest annual gross the offer commits to (the same salary reading as the Blue Card check), and from its occupation
 * whether it is a shortage occupation, whether practising needs a German licence, and what it normally requires. A job
 * without an occupation (posted before occupations existed) is judged by its category for the shortage threshold and
 * counts as neither regulated nor known to need more than vocational training; `occupationKnown` says so, for the page
 * to add that the employer has not named the occupation.
 */
export function routeJobOf(job: BlueCardJob): RouteJob & { occupationKnown: boolean } {
  const range = job.salary ? annualSalaryRange(job.salary) : null;
  const code = job.occupation ?? null;
  return {
    annualSalary: range?.min ?? null,
    shortageOccupation: isShortageJob(job),
    regulated: licenceOf(code) != null,
    requires: code ? requirementOf(code) : "vocational",
    occupationKnown: code != null,
  };
}
