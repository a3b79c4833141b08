import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { jobs } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import { isJobId } from "#app/lib/job-id.ts";
import { db as defaultDb } from "#app/lib/services.server.ts";
import { categoryBySlug } from "./categories.ts";
import { clampPage, PAGE_SIZE, postDateDays, type JobFilters } from "./filters.ts";
import { isFullSalaryRange } from "./salary.ts";
import type { Job, JobSearchResult, JobSummary } from "./types.ts";

const EXCERPT_LENGTH = 220;

const summaryColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  companyLogo: jobs.companyLogo,
  location: jobs.location,
  salary: jobs.salary,
  jobType: jobs.jobType,
  category: jobs.category,
  categorySlug: jobs.categorySlug,
  experienceLevel: jobs.experienceLevel,
  postedAt: jobs.postedAt,
  isFeatured: jobs.isFeatured,
  excerpt: sql<string>`left(${jobs.description}, ${EXCERPT_LENGTH})`,
};

type SummaryRow = Omit<JobSummary, "postedAt"> & { postedAt: Date };

function toSummary(row: SummaryRow): JobSummary {
  return { ...row, postedAt: row.postedAt.toISOString() };
}

/** `%term%` for LIKE with the user's own % and _ taken literally. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE clause of a search (docs/product.md#search-and-filters). */
export function searchConditions(f: JobFilters, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  // One trigram-indexed column holds lower(title, company, description): a case-insensitive substring search.
  if (f.search) conditions.push(sql`${jobs.searchText} LIKE ${likePattern(f.search)}`);
  if (f.locations.length) conditions.push(inArray(jobs.citySlug, f.locations));
  if (f.categories.length) conditions.push(inArray(jobs.categorySlug, f.categories));
  if (f.jobTypes.length) conditions.push(inArray(jobs.jobType, f.jobTypes));
  if (f.experienceLevels.length) conditions.push(inArray(jobs.experienceLevel, f.experienceLevels));
  if (!isFullSalaryRange(f.salary)) {
    // Annualised ranges that overlap the wanted one; jobs without a readable salary are kept (docs/product.md#salary).
    const [min, max] = f.salary;
    conditions.push(or(isNull(jobs.salaryMin), and(gte(jobs.salaryMax, min), lte(jobs.salaryMin, max))));
  }
  const days = postDateDays(f.postDate);
  if (days !== null) conditions.push(gte(jobs.postedAt, new Date(now.getTime() - days * 86_400_000)));
  return conditions.length ? and(...conditions) : undefined;
}

function orderBy(f: JobFilters): SQL[] {
  switch (f.sort) {
    case "newest":
      return [desc(jobs.postedAt), asc(jobs.id)];
    case "salary_high_low":
      return [sql`${jobs.salarySort} DESC NULLS LAST`, desc(jobs.postedAt), asc(jobs.id)];
    case "salary_low_high":
      return [sql`${jobs.salarySort} ASC NULLS LAST`, desc(jobs.postedAt), asc(jobs.id)];
    case "relevant":
    default:
      // With a keyword, matches in the title come first; otherwise featured jobs; then the newest.
      return f.search
        ? [sql`(lower(${jobs.title}) LIKE ${likePattern(f.search)}) DESC`, desc(jobs.postedAt), asc(jobs.id)]
        : [desc(jobs.isFeatured), desc(jobs.postedAt), asc(jobs.id)];
  }
}

/**
 * The number of matches, then one page of them. The page's ids are chosen first (from an index where the order
 * allows it) and only those 10 rows are read in full, so a search never reads the description of every match.
 */
export async function searchJobs(f: JobFilters, opts: { db?: Db; now?: Date } = {}): Promise<JobSearchResult> {
  const db = opts.db ?? defaultDb();
  const where = searchConditions(f, opts.now ?? new Date());
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(jobs)
    .where(where);
  const total = counted?.total ?? 0;
  const totalPages = Math.ceil(total / PAGE_SIZE);
  const page = clampPage(f.page, totalPages);
  if (!total) return { jobs: [], total, page, totalPages };
  const order = orderBy(f);
  const pageIds = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .as("page_ids");
  const rows = await db
    .select(summaryColumns)
    .from(jobs)
    .innerJoin(pageIds, eq(jobs.id, pageIds.id))
    .orderBy(...order);
  return { jobs: rows.map(toSummary), total, page, totalPages };
}

export async function getJob(id: string, db: Db = defaultDb()): Promise<Job | null> {
  if (!isJobId(id)) return null;
  const [row] = await db
    .select({ ...summaryColumns, description: jobs.description, requirements: jobs.requirements, benefits: jobs.benefits })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row ? { ...row, postedAt: row.postedAt.toISOString() } : null;
}

export const SIMILAR_JOBS = 3;

/** Up to 3 other jobs of the same category, newest first (docs/product.md#similar-jobs). */
export async function similarJobs(job: Pick<Job, "id" | "categorySlug">, db: Db = defaultDb()): Promise<JobSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(jobs)
    .where(and(eq(jobs.categorySlug, job.categorySlug), ne(jobs.id, job.id)))
    .orderBy(desc(jobs.postedAt), asc(jobs.id))
    .limit(SIMILAR_JOBS);
  return rows.map(toSummary);
}

/** Jobs of one employer, matched by name case-insensitively (the job page links to /company/{name}). */
export async function jobsOfCompany(name: string, db: Db = defaultDb()): Promise<JobSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(jobs)
    .where(sql`lower(${jobs.company}) = ${name.toLowerCase()}`)
    .orderBy(desc(jobs.postedAt), asc(jobs.id))
    .limit(200);
  return rows.map(toSummary);
}

/**
 * Open positions per category, most first. Grouped by slug only, so that Postgres counts from the category
 * index without reading the rows; the names come from the category list (a job's category for a slug not in it).
 */
export async function categoryCounts(db: Db = defaultDb()): Promise<{ slug: string; name: string; count: number }[]> {
  const rows = await db
    .select({ slug: jobs.categorySlug, count: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.categorySlug);
  const named = await Promise.all(
    rows.map(async (r) => {
      let name = categoryBySlug(r.slug)?.name;
      if (!name) {
        const [job] = await db.select({ name: jobs.category }).from(jobs).where(eq(jobs.categorySlug, r.slug)).limit(1);
        name = job?.name ?? r.slug;
      }
      return { slug: r.slug, name, count: r.count };
    }),
  );
  return named.sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Open positions of these companies (matched case-insensitively), keyed by lowercase name. */
export async function companyJobCounts(names: string[], db: Db = defaultDb()): Promise<Map<string, number>> {
  const keys = [...new Set(names.map((n) => n.toLowerCase()))];
  if (!keys.length) return new Map();
  const company = sql<string>`lower(${jobs.company})`;
  const rows = await db
    .select({ company, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(company, keys))
    .groupBy(company);
  return new Map(rows.map((r) => [r.company, r.count]));
}

/** The newest jobs of the given categories, for the home page's featured selection. */
export async function latestJobs(
  opts: { categories?: string[]; limit: number; excludeIds?: string[] },
  db: Db = defaultDb(),
): Promise<JobSummary[]> {
  const conditions: SQL[] = [];
  if (opts.categories) conditions.push(inArray(jobs.categorySlug, opts.categories));
  if (opts.excludeIds?.length) conditions.push(sql`${jobs.id} NOT IN ${opts.excludeIds}`);
  const rows = await db
    .select(summaryColumns)
    .from(jobs)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(jobs.postedAt), asc(jobs.id))
    .limit(opts.limit);
  return rows.map(toSummary);
}

/** Every job id with its posting date, for the sitemap. */
export async function allJobIds(db: Db = defaultDb()): Promise<{ id: string; postedAt: Date }[]> {
  return db.select({ id: jobs.id, postedAt: jobs.postedAt }).from(jobs).orderBy(desc(jobs.postedAt)).limit(50_000);
}
