import { count, gte, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { jobs } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import { db as defaultDb, services } from "#app/lib/services.server.ts";
import type { FacetCounts, FacetGroup } from "./facets.ts";
import { filtersToSearch, POST_DATES, type JobFilters } from "./filters.ts";
import { relaxedKeyword, searchConditions } from "./jobs.server.ts";

type ListGroup = Exclude<FacetGroup, "posted">;

/** Each list group: its column and the criteria without its own choices. */
const LIST_GROUPS: { group: ListGroup; column: PgColumn; chosen: (f: JobFilters) => boolean; without: Partial<JobFilters> }[] = [
  { group: "location", column: jobs.citySlug, chosen: (f) => f.locations.length > 0, without: { locations: [] } },
  { group: "category", column: jobs.categorySlug, chosen: (f) => f.categories.length > 0, without: { categories: [] } },
  { group: "type", column: jobs.jobType, chosen: (f) => f.jobTypes.length > 0, without: { jobTypes: [] } },
  {
    group: "level",
    column: jobs.experienceLevel,
    chosen: (f) => f.experienceLevels.length > 0,
    without: { experienceLevels: [] },
  },
];

/** The date options nest (today is within the past week...): one filtered count per option. */
function dateCounts(now: Date): Record<string, SQL<number>> {
  const columns: Record<string, SQL<number>> = {};
  for (const p of POST_DATES) {
    columns[p.value] =
      p.days === null
        ? sql<number>`count(*)::int`
        : sql<number>`(count(*) filter (where ${gte(jobs.postedAt, new Date(now.getTime() - p.days * 86_400_000))}))::int`;
  }
  return columns;
}

/**
 * The facet counts of a search (facets.ts). A group with none of its own options chosen is counted under the
 * search's full conditions; all such groups share ONE scan (GROUP BY GROUPING SETS, with the date counts on
 * the grand-total row). Only a group with choices of its own needs a query of its own, with the conditions
 * minus those choices. So /jobs without filters costs one aggregate query, and each active group one more.
 * Jobs table only, no joins.
 */
async function computeFacets(f: JobFilters, db: Db, now: Date): Promise<FacetCounts> {
  const out: FacetCounts = { location: {}, category: {}, type: {}, level: {}, posted: {} };
  const shared = LIST_GROUPS.filter((g) => !g.chosen(f));
  const sharedDates = f.postDate === "any_time";
  const dates = dateCounts(now);

  const sharedScan = async () => {
    if (!shared.length && !sharedDates) return;
    const sets = [...shared.map((g) => sql`(${g.column})`), ...(sharedDates ? [sql`()`] : [])];
    const flags = shared.map(
      (g, i) => sql`${g.column} AS k${sql.raw(String(i))}, grouping(${g.column})::int AS g${sql.raw(String(i))}`,
    );
    const dateColumns = sharedDates
      ? Object.entries(dates).map(([name, expr]) => sql`${expr} AS ${sql.identifier(`d_${name}`)}`)
      : [];
    const result = await db.execute<Record<string, string | number | null>>(
      sql`SELECT ${sql.join([...flags, sql`count(*)::int AS n`, ...dateColumns], sql`, `)}
          FROM ${jobs} WHERE ${searchConditions(f, now)}
          GROUP BY GROUPING SETS (${sql.join(sets, sql`, `)})`,
    );
    for (const row of result.rows) {
      const i = shared.findIndex((_, j) => Number(row[`g${j}`]) === 0);
      if (i >= 0) {
        out[shared[i]!.group][String(row[`k${i}`])] = Number(row.n);
      } else if (sharedDates) {
        for (const p of POST_DATES) out.posted[p.value] = Number(row[`d_${p.value}`] ?? 0);
      }
    }
  };
  const ownQuery = async (g: (typeof LIST_GROUPS)[number]) => {
    const rows = await db
      .select({ key: sql<string>`${g.column}`, n: count() })
      .from(jobs)
      .where(searchConditions({ ...f, ...g.without }, now))
      .groupBy(g.column);
    out[g.group] = Object.fromEntries(rows.map((r) => [r.key, r.n]));
  };
  const ownDates = async () => {
    const [row] = await db
      .select(dates)
      .from(jobs)
      .where(searchConditions({ ...f, postDate: "any_time" }, now));
    out.posted = (row ?? {}) as FacetCounts["posted"];
  };
  await Promise.all([
    sharedScan(),
    ...LIST_GROUPS.filter((g) => g.chosen(f)).map(ownQuery),
    ...(sharedDates ? [] : [ownDates()]),
  ]);
  return out;
}

// The counts of a query string are kept for FACET_CACHE_SECONDS (default a minute, as long as a CDN keeps the
// /jobs page itself, app/lib/cache.server.ts): landing on /jobs, paging and the sheet's repeated counts then cost
// nothing. Meanwhile they may lag behind the live totals by the jobs published or closed in that time.
const CACHE_SIZE = 500;
const cache = new Map<string, { at: number; facets: FacetCounts }>();

export async function facetCounts(f: JobFilters, opts: { db?: Db; now?: Date } = {}): Promise<FacetCounts> {
  // Tests pass their own database or clock: never cached.
  if (opts.db || opts.now) return computeFacets(f, opts.db ?? defaultDb(), opts.now ?? new Date());
  const cacheMs = services().config.FACET_CACHE_SECONDS * 1000;
  if (cacheMs === 0) return computeFacets(f, defaultDb(), new Date());
  const key = filtersToSearch({ ...f, page: 1, sort: "relevant" });
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < cacheMs) return hit.facets;
  const facets = await computeFacets(f, defaultDb(), new Date());
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, { at: Date.now(), facets });
  return facets;
}

/** The number of jobs a search finds (the filter sheet's and the filters page's Show N jobs). */
export async function countJobs(f: JobFilters, opts: { db?: Db; now?: Date } = {}): Promise<number> {
  const db = opts.db ?? defaultDb();
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(searchConditions(f, opts.now ?? new Date()));
  return row?.n ?? 0;
}

/**
 * The total and option counts of a pending selection, as the results page would show them: a keyword that finds
 * nothing under the filters is counted for the words /jobs would search instead (decision 150), so the filter
 * sheet's "Show N jobs" agrees with the list it opens.
 */
export async function selectionCounts(
  f: JobFilters,
  opts: { db?: Db; now?: Date } = {},
): Promise<{ total: number; facets: FacetCounts }> {
  const total = await countJobs(f, opts);
  const relaxed = total || !f.search ? undefined : await relaxedKeyword(f, opts.db ?? defaultDb(), opts.now ?? new Date());
  const counted = relaxed ? { ...f, search: relaxed } : f;
  // The facets of a selection are cached (facetCounts); only the relaxed total costs a second count.
  return { total: relaxed ? await countJobs(counted, opts) : total, facets: await facetCounts(counted, opts) };
}
