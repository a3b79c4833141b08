import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { factValue } from "#content/visa-facts.ts";
import { jobs } from "#db/schema.ts";
import { OCCUPATIONS, occupationFacts } from "#app/features/occupations/public.ts";
import { BLUE_CARD_SHORTAGE_CATEGORIES } from "./blue-card.ts";
import { levelsUpTo, type JobFactFilters } from "./job-facts.ts";

/** The unit groups with the lower threshold (the law's shortage groups), for SQL. */
const SHORTAGE_CODES = OCCUPATIONS.map((o) => o.code).filter((code) => occupationFacts(code)?.shortage);

/**
 * The Blue Card salary level as SQL: the same rule as `blueCardCheck` (blue-card.ts), built from the same
 * thresholds, shortage occupations and (for jobs without an occupation) shortage categories. salary_min is the annualised minimum of the salary text, rounded to whole
 * euros exactly as the rule rounds it, so the two agree on every job (tests/integration/job-facts.test.ts
 * checks it on every sample job). The thresholds have cents (€45,934.20): compared as numeric, not integer.
 */
export function blueCardSalaryCondition(): SQL {
  const general = factValue("blueCardGeneral");
  const lower = factValue("blueCardShortage");
  return and(
    isNotNull(jobs.salaryMin),
    or(
      sql`${jobs.salaryMin} >= ${general}::numeric`,
      and(
        or(
          inArray(jobs.occupation, SHORTAGE_CODES),
          and(isNull(jobs.occupation), inArray(jobs.categorySlug, [...BLUE_CARD_SHORTAGE_CATEGORIES])),
        ),
        sql`${jobs.salaryMin} >= ${lower}::numeric`,
      ),
    ),
  )!;
}

/** The WHERE conditions of the job-fact filters (docs/product.md#job-facts); none when no fact filter is set. */
export function jobFactConditions(f: JobFactFilters): SQL[] {
  const conditions: SQL[] = [];
  if (f.german) conditions.push(inArray(jobs.germanLevel, levelsUpTo(f.german)));
  if (f.visa) conditions.push(eq(jobs.visaSponsorship, true));
  if (f.relocation) conditions.push(eq(jobs.relocationSupport, true));
  if (f.blueCard) conditions.push(blueCardSalaryCondition());
  if (f.language) conditions.push(eq(jobs.adLanguage, f.language));
  return conditions;
}
