import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { companyProfiles, jobs, jobViews, organization } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import { findPlace, slugsOfPlacesNamed, slugsOfPlacesWithin } from "#db/places.ts";
import { companyLogoSrc } from "#app/lib/company-logo.ts";
import { isJobId } from "#app/lib/job-id.ts";
import { teaser } from "#app/lib/text.ts";
import { db as defaultDb } from "#app/lib/services.server.ts";
import { categoryBySlug } from "./categories.ts";
import { KEYWORD_COUNT_CAP } from "./job-count.ts";
import { clampPage, PAGE_SIZE, postDateDays, type JobFilters } from "./filters.ts";
import { jobFactConditions } from "./job-facts.server.ts";
import { effectiveStatus, publicVisibility, type StoredStatus } from "./lifecycle.ts";

export { isOpen } from "./lifecycle.ts";
import { isFullSalaryRange } from "./salary.ts";
import { keywordCondition, keywordRank, rankedPage, suggestKeyword } from "./keyword-search.server.ts";
import { parseKeyword, relaxations, type Relaxation } from "./keyword-query.ts";
import type { Job, JobSearchResult, JobSummary } from "./types.ts";
import { occupationFacts } from "#app/features/occupations/public.ts";

/** A card shows two lines of the description on a wide screen (none on a phone): about 160 characters. */
const EXCERPT_LENGTH = 160;

/**
 * The jobs the public side lists: Published and before their deadline (docs/product.md#job-life-cycle). Both
 * columns are in the partial index jobs_open_deadline_idx. A suspended company's jobs are unpublished when it is
 * suspended (lifecycle.ts), so lists need no join for it.
 */
export function openJobs(now: Date): SQL {
  return and(eq(jobs.status, "published"), gt(jobs.applicationDeadline, now))!;
}

const summaryColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  companySlug: organization.slug,
  logoKey: companyProfiles.logoKey,
  companyVerified: companyProfiles.verified,
  germanLevel: jobs.germanLevel,
  englishLevel: jobs.englishLevel,
  visaSponsorship: jobs.visaSponsorship,
  relocationSupport: jobs.relocationSupport,
  adLanguage: jobs.adLanguage,
  location: jobs.location,
  salary: jobs.salary,
  jobType: jobs.jobType,
  category: jobs.category,
  categorySlug: jobs.categorySlug,
  occupation: jobs.occupation,
  experienceLevel: jobs.experienceLevel,
  postedAt: jobs.postedAt,
  isFeatured: jobs.isFeatured,
  // One character more than shown, so that teaser() knows whether the description goes on.
  excerpt: sql<string>`left(${jobs.description}, ${EXCERPT_LENGTH + 1})`,
};

type SummaryRow = Omit<JobSummary, "postedAt" | "companyLogo" | "germanLevel" | "englishLevel" | "adLanguage"> & {
  postedAt: Date;
  adLanguage: string;
  logoKey: string | null;
  germanLevel: string;
  englishLevel: string;
};

function toSummary({ logoKey, ...row }: SummaryRow): JobSummary {
  return {
    ...row,
    excerpt: teaser(row.excerpt, EXCERPT_LENGTH),
    // The database's CHECK constraints allow only these values.
    germanLevel: row.germanLevel as JobSummary["germanLevel"],
    englishLevel: row.englishLevel as JobSummary["englishLevel"],
    adLanguage: row.adLanguage as JobSummary["adLanguage"],
    companyLogo: companyLogoSrc(logoKey),
    postedAt: row.postedAt.toISOString(),
  };
}

/** Job rows with their company's slug and profile, for the summary columns. */
function summaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(jobs)
    .innerJoin(organization, eq(organization.id, jobs.companyId))
    .innerJoin(companyProfiles, eq(companyProfiles.organizationId, jobs.companyId));
}

/**
 * The WHERE clause of a search (docs/product.md#search-and-filters). `postedAfter`: only jobs published after
 * that moment (the job alerts' digests, docs/decisions/086-alert-matching.md).
 */
export function searchConditions(f: JobFilters, now: Date, opts: { postedAfter?: Date } = {}): SQL {
  const conditions: (SQL | undefined)[] = [openJobs(now)];
  if (opts.postedAfter) conditions.push(gt(jobs.postedAt, opts.postedAfter));
  // Full-text: every word in title, skills, company, category, city or description (keyword-search.server.ts).
  if (f.search) conditions.push(keywordCondition(f.search));
  // Places by any of their names, and around a place (db/places.ts): through the place's slug copied into the job.
  if (f.locations.length) conditions.push(sql`${jobs.citySlug} IN ${slugsOfPlacesNamed(f.locations)}`);
  if (f.distance) conditions.push(sql`${jobs.citySlug} IN ${slugsOfPlacesWithin(f.distance.near, f.distance.km)}`);
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
  conditions.push(...jobFactConditions(f.facts));
  return and(...conditions)!;
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
      // With a keyword, the best matches (title, then skills, ...) come first; otherwise featured jobs; then the newest.
      return f.search
        ? [sql`${keywordRank(f.search)} DESC`, desc(jobs.postedAt), asc(jobs.id)]
        : [desc(jobs.isFeatured), desc(jobs.postedAt), asc(jobs.id)];
  }
}

/**
 * A keyword that finds nothing under the filters: "Did you mean …" (a corrected keyword that finds jobs), and the
 * jobs for the most of its words that find jobs together (docs/decisions/150-search-relaxation.md). Only the words
 * that find nothing on their own are corrected: the others are known words. Without `suggest`, only the relaxation.
 */
async function emptyKeywordHelp(
  f: JobFilters,
  db: Db,
  now: Date,
  suggest = true,
): Promise<{ suggestion?: string; relaxed?: Relaxation }> {
  if (!f.search) return {};
  const query = parseKeyword(f.search);
  const finds = async (search: string) =>
    (
      await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(searchConditions({ ...f, search }, now))
        .limit(1)
    ).length > 0;
  // Each term on its own, under the same filters (a single term has no other word to leave out).
  const counts =
    query.terms.length > 1
      ? await Promise.all(
          query.terms.map((t) => countMatches(db, searchConditions({ ...f, search: t.typed }, now), KEYWORD_COUNT_CAP)),
        )
      : [0];
  const unmatched = query.terms.filter((_, i) => !counts[i]).map((t) => t.typed);
  const suggestion = suggest ? await suggestKeyword(db, f.search, openJobs(now), finds, unmatched) : undefined;
  let relaxed: Relaxation | undefined;
  for (const r of relaxations(query, counts)) {
    if (await finds(r.keyword)) {
      relaxed = r;
      break;
    }
  }
  return { ...(suggestion ? { suggestion } : {}), ...(relaxed ? { relaxed } : {}) };
}

/** The words /jobs would search for a keyword that finds nothing under the filters, or undefined (decision 150). */
export async function relaxedKeyword(f: JobFilters, db: Db, now: Date): Promise<string | undefined> {
  return (await emptyKeywordHelp(f, db, now, false)).relaxed?.keyword;
}

/**
 * The number of matches (a keyword's only up to KEYWORD_COUNT_CAP), then one page of them. The page's ids are chosen first (from an index where the order
 * allows it) and only those 10 rows are read in full, so a search never reads the description of every match. A
 * keyword in relevance order gets its page ids and its count from one query (rankedPage).
 */
export async function searchJobs(f: JobFilters, opts: { db?: Db; now?: Date; relax?: boolean } = {}): Promise<JobSearchResult> {
  const db = opts.db ?? defaultDb();
  const where = searchConditions(f, opts.now ?? new Date());
  const order = orderBy(f);
  // A keyword in relevance order ranks every match anyway: the page and the count in one pass (keyword-search.server.ts).
  const requested = clampPage(f.page, KEYWORD_COUNT_CAP / PAGE_SIZE);
  const ranked =
    f.search && f.sort === "relevant"
      ? await rankedPage(db, where, f.search, { limit: PAGE_SIZE, offset: (requested - 1) * PAGE_SIZE })
      : null;
  const counted =
    ranked && (ranked.ids.length || requested === 1)
      ? ranked.matches
      : await countMatches(db, where, f.search ? KEYWORD_COUNT_CAP : null);
  // A keyword's count stops at the cap ("1,000+ jobs found"); so do its pages.
  const capped = Boolean(f.search) && counted > KEYWORD_COUNT_CAP;
  const total = capped ? KEYWORD_COUNT_CAP : counted;
  const totalPages = Math.ceil(total / PAGE_SIZE);
  const page = clampPage(f.page, totalPages);
  if (!total) {
    const { suggestion, relaxed } = opts.relax === false ? {} : await emptyKeywordHelp(f, db, opts.now ?? new Date());
    // Nothing around a place the gazetteer does not know: the page says so rather than "no jobs".
    const unknown = f.distance && !(await findPlace(db, f.distance.near)) ? { unknownPlace: f.distance.near } : {};
    const help = { ...(suggestion ? { suggestion } : {}), ...unknown };
    // The jobs for the kept words, counted and paged as a search for them; the page links keep the typed keyword.
    if (relaxed) return { ...(await searchJobs({ ...f, search: relaxed.keyword }, { ...opts, relax: false })), ...help, relaxed };
    return { jobs: [], total, page, totalPages, ...help };
  }
  const more = { ...(capped ? { totalCapped: true } : {}), page, totalPages };
  if (ranked?.ids.length && page === requested) {
    const rows = await summaries(db).where(inArray(jobs.id, ranked.ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return { jobs: ranked.ids.flatMap((id) => byId.get(id) ?? []).map(toSummary), total, ...more };
  }
  const pageIds = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .as("page_ids");
  const rows = await summaries(db)
    .innerJoin(pageIds, eq(jobs.id, pageIds.id))
    .orderBy(...order);
  return { jobs: rows.map(toSummary), total, ...more };
}

/**
 * The number of matches; with a cap, at most cap + 1 (a keyword search: docs/decisions/108-keyword-count-cap.md). The
 * capped count reads the matches from a MATERIALIZED CTE, which the planner plans without the LIMIT: it keeps the
 * full-text GIN index and stops after cap + 1 rows. Without the CTE the LIMIT made it pick a sequential scan that
 * unpacks every row's out-of-line document (10x slower).
 */
async function countMatches(db: Db, where: SQL, cap: number | null): Promise<number> {
  if (cap === null) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobs)
      .where(where);
    return counted?.total ?? 0;
  }
  const res = await db.execute(cappedCountQuery(where, cap));
  return Number(res.rows[0]?.["n"] ?? 0);
}

/** The capped count's SQL (column `n`), also for the bench's EXPLAIN. */
export function cappedCountQuery(where: SQL, cap: number): SQL {
  return sql`
    WITH matches AS MATERIALIZED (SELECT 1 FROM ${jobs} WHERE ${where})
    SELECT count(*)::int AS n FROM (SELECT 1 FROM matches LIMIT ${cap + 1}) AS first_matches`;
}

async function jobRow(id: string, db: Db) {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: jobs.description,
      requirements: jobs.requirements,
      benefits: jobs.benefits,
      skills: jobs.skills,
      storedStatus: jobs.status,
      applicationDeadline: jobs.applicationDeadline,
      suspended: companyProfiles.suspended,
      companyId: jobs.companyId,
    })
    .from(jobs)
    .innerJoin(organization, eq(organization.id, jobs.companyId))
    .innerJoin(companyProfiles, eq(companyProfiles.organizationId, jobs.companyId))
    .where(eq(jobs.id, id));
  if (!row) return null;
  const { description, requirements, benefits, skills, storedStatus, applicationDeadline, suspended, companyId, ...summary } =
    row;
  const fields = { status: storedStatus as StoredStatus, applicationDeadline };
  return { fields, suspended, companyId, summary, description, requirements, benefits, skills };
}

function occupationInfo(code: string | null): Job["occupationInfo"] {
  const facts = occupationFacts(code);
  return facts ? { en: facts.en, de: facts.de, licence: facts.licence } : null;
}

function toJob(row: NonNullable<Awaited<ReturnType<typeof jobRow>>>, now: Date): Job {
  return {
    ...toSummary(row.summary),
    occupationInfo: occupationInfo(row.summary.occupation),
    description: row.description,
    requirements: row.requirements,
    benefits: row.benefits,
    skills: row.skills,
    status: effectiveStatus(row.fields, now),
    applicationDeadline: row.fields.applicationDeadline?.toISOString() ?? null,
  };
}

/**
 * A job as the public may see it: an open job, or a Closed or Expired one (its page stays, with the closed
 * notice: `status` says which). Null for everything else: unknown ids, drafts, jobs pending review, rejected
 * jobs, and every job of a suspended company (docs/product.md#job-life-cycle).
 */
export async function getJob(id: string, db: Db = defaultDb(), now: Date = new Date()): Promise<Job | null> {
  if (!isJobId(id)) return null;
  const row = await jobRow(id, db);
  if (!row || publicVisibility(row.fields, { suspended: row.suspended }, now) === "hidden") return null;
  return toJob(row, now);
}

/**
 * A job the public may NOT see (draft, pending review, rejected, or of a suspended company), with its company,
 * so that the job page can show it as a preview to that company's members (docs/product.md#posting-jobs).
 * Null for unknown ids and for jobs the public sees anyway.
 */
export async function getHiddenJob(
  id: string,
  db: Db = defaultDb(),
  now: Date = new Date(),
): Promise<{ job: Job; companyId: string } | null> {
  if (!isJobId(id)) return null;
  const row = await jobRow(id, db);
  if (!row || publicVisibility(row.fields, { suspended: row.suspended }, now) !== "hidden") return null;
  return { job: toJob(row, now), companyId: row.companyId };
}

/** The current UTC day as YYYY-MM-DD: page views are counted per job and day (job_views). */
export function viewDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** One more view of a job's page today: a single upsert on the (job, day) row. */
export async function recordJobView(jobId: string, db: Db = defaultDb(), now: Date = new Date()): Promise<void> {
  await db
    .insert(jobViews)
    .values({ jobId, day: viewDay(now), views: 1 })
    .onConflictDoUpdate({ target: [jobViews.jobId, jobViews.day], set: { views: sql`${jobViews.views} + 1` } });
}

export const SIMILAR_JOBS = 3;

/** Up to 3 other open jobs of the same category, newest first (docs/product.md#similar-jobs). */
export async function similarJobs(
  job: Pick<Job, "id" | "categorySlug">,
  db: Db = defaultDb(),
  now: Date = new Date(),
): Promise<JobSummary[]> {
  const rows = await summaries(db)
    .where(and(openJobs(now), eq(jobs.categorySlug, job.categorySlug), ne(jobs.id, job.id)))
    .orderBy(desc(jobs.postedAt), asc(jobs.id))
    .limit(SIMILAR_JOBS);
  return rows.map(toSummary);
}

/**
 * One job of a company, every column, whatever its status; null when it does not exist or belongs to another
 * company (which the employer pages answer with a 404). The one query that checks a job belongs to a company.
 */
export async function companyJob(companyId: string, jobId: string, db: Db = defaultDb()) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** The open jobs of one company, newest first. */
export async function jobsOfCompany(companyId: string, db: Db = defaultDb(), now: Date = new Date()): Promise<JobSummary[]> {
  const rows = await summaries(db)
    .where(and(openJobs(now), eq(jobs.companyId, companyId)))
    .orderBy(desc(jobs.postedAt), asc(jobs.id))
    .limit(200);
  return rows.map(toSummary);
}

/**
 * Open positions per category, most first. Grouped by slug only, so that Postgres counts from the category
 * index without reading the rows; the names come from the category list (a job's category for a slug not in it).
 */
export async function categoryCounts(
  db: Db = defaultDb(),
  now: Date = new Date(),
): Promise<{ slug: string; name: string; count: number }[]> {
  const rows = await db
    .select({ slug: jobs.categorySlug, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(openJobs(now))
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

/** Open positions of these companies, keyed by company id; all companies when no ids are given. */
export async function companyJobCounts(
  companyIds?: string[],
  db: Db = defaultDb(),
  now: Date = new Date(),
): Promise<Map<string, number>> {
  if (companyIds && !companyIds.length) return new Map();
  const rows = await db
    .select({ companyId: jobs.companyId, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(openJobs(now), companyIds ? inArray(jobs.companyId, companyIds) : undefined))
    .groupBy(jobs.companyId);
  return new Map(rows.map((r) => [r.companyId, r.count]));
}

/** The newest jobs of the given categories, for the home page's featured selection. */
export async function latestJobs(
  opts: { categories?: string[]; limit: number; excludeIds?: string[] },
  db: Db = defaultDb(),
  now: Date = new Date(),
): Promise<JobSummary[]> {
  const conditions: SQL[] = [openJobs(now)];
  if (opts.categories) conditions.push(inArray(jobs.categorySlug, opts.categories));
  if (opts.excludeIds?.length) conditions.push(sql`${jobs.id} NOT IN ${opts.excludeIds}`);
  const rows = await summaries(db)
    .where(and(...conditions))
    .orderBy(desc(jobs.postedAt), asc(jobs.id))
    .limit(opts.limit);
  return rows.map(toSummary);
}

/** Every open job's id with its last change, for the sitemap (closed and expired jobs leave it). */
export async function allJobIds(db: Db = defaultDb(), now: Date = new Date()): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(openJobs(now))
    .orderBy(desc(jobs.postedAt))
    .limit(50_000);
}
