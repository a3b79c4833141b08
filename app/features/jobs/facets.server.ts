import { count, gte, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { jobs } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import { db as defaultDb } from "#app/lib/services.server.ts";
import type { FacetCounts } from "./facets.ts";
import { POST_DATES, type JobFilters } from "./filters.ts";
import { searchConditions } from "./jobs.server.ts";

/**
 * The facet counts of a search (facets.ts): one grouped query per group, each with the search's conditions
 * minus the group's own choices, all from the jobs table alone (no joins; the open-jobs partial indexes serve
 * them), run side by side. Five small aggregate queries per /jobs page: cheap next to reading the page itself.
 */
export async function facetCounts(f: JobFilters, opts: { db?: Db; now?: Date } = {}): Promise<FacetCounts> {
  const db = opts.db ?? defaultDb();
  const now = opts.now ?? new Date();
  const grouped = async (column: PgColumn, without: Partial<JobFilters>) => {
    const rows = await db
      .select({ key: sql<string>`${column}`, n: count() })
      .from(jobs)
      .where(searchConditions({ ...f, ...without }, now))
      .groupBy(column);
    return Object.fromEntries(rows.map((r) => [r.key, r.n]));
  };
  // The post dates nest (today is within the past week...): one row with a filtered count per option.
  const postedCounts = async () => {
    const columns: Record<string, SQL<number>> = {};
    for (const p of POST_DATES) {
      columns[p.value] =
        p.days === null
          ? sql<number>`count(*)::int`
          : sql<number>`(count(*) filter (where ${gte(jobs.postedAt, new Date(now.getTime() - p.days * 86_400_000))}))::int`;
    }
    const [row] = await db
      .select(columns)
      .from(jobs)
      .where(searchConditions({ ...f, postDate: "any_time" }, now));
    return (row ?? {}) as FacetCounts["posted"];
  };
  const [location, category, type, level, posted] = await Promise.all([
    grouped(jobs.citySlug, { locations: [] }),
    grouped(jobs.categorySlug, { categories: [] }),
    grouped(jobs.jobType, { jobTypes: [] }),
    grouped(jobs.experienceLevel, { experienceLevels: [] }),
    postedCounts(),
  ]);
  return { location, category, type, level, posted };
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
