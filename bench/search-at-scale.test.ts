/**
 * Job search at 100,000 jobs: the query plans use the indexes, and the answers stay right. Generating the jobs
 * takes minutes on a small machine, so this runs with `npm run bench:search`, not in `npm test` (the search rules
 * themselves: tests/integration/jobs-search.test.ts). It prints the time of the set-up and of each check.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateJobs } from "#db/generate-jobs.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { DEFAULT_FILTERS, PAGE_SIZE, parseFilters, type JobFilters } from "#app/features/jobs/filters.ts";
import { jobsFoundText, KEYWORD_COUNT_CAP } from "#app/features/jobs/job-count.ts";
import { cappedCountQuery, searchConditions, searchJobs } from "#app/features/jobs/jobs.server.ts";
import { createTestDatabase } from "../tests/support/database.ts";

const NOW = new Date("2026-11-21T12:00:00Z");

let t: Awaited<ReturnType<typeof createTestDatabase>>;
const search = (qs: string) => searchJobs(parseFilters(new URLSearchParams(qs)), { db: t.db, now: NOW });

describe("at 100,000 jobs", () => {
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedSampleData(t.db, { now: NOW });
    const start = performance.now();
    await generateJobs(t.db, 100_000);
    // As autovacuum would: the visibility map and statistics the planner costs a bitmap index scan with.
    await t.db.execute(sql`VACUUM ANALYZE jobs`);
    console.log(`100,000 jobs generated and analysed in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }, 600_000);
  afterAll(() => t?.drop());

  let started = 0;
  beforeEach(() => {
    started = performance.now();
  });
  afterEach((ctx) => {
    console.log(`${ctx.task.name}: ${(performance.now() - started).toFixed(0)} ms`);
  });

  // The count visits every match, so it shows how matches are found. (A page in date order may instead walk
  // the date index and check the keyword on the newest rows until it has 10: also fast, also an index.)
  const plan = async (f: JobFilters, now = NOW) => {
    const where = searchConditions(f, now);
    const res = await t.db.execute(sql`EXPLAIN SELECT count(*) FROM jobs WHERE ${where}`);
    return res.rows.map((r) => String((r as Record<string, unknown>)["QUERY PLAN"])).join("\n");
  };

  it("searches keywords with the full-text index, not a scan of every row", async () => {
    // A selective keyword (one generated job's reference) and a common one: both through the GIN index.
    const reference = createHash("md5").update("77777").digest("hex");
    expect(await plan({ ...DEFAULT_FILTERS, search: reference })).toContain("jobs_search_vector_idx");
    expect(await plan({ ...DEFAULT_FILTERS, search: "nurse munich" })).toContain("jobs_search_vector_idx");
    expect((await search(`search=${reference}`)).jobs.map((j) => j.id)).toEqual(["gen-77777"]);
  });

  it("finds open jobs through an index, not a scan of every row", async () => {
    // Expiry is computed from the deadline, and on a board that has run for a while most jobs have expired:
    // 85 days on, only the generated jobs of the last few days are open. The partial index on the deadline of
    // published jobs must find them. (Today most generated jobs are open, and reading the table is right.)
    const later = new Date(Date.now() + 85 * 86_400_000);
    expect(await plan(DEFAULT_FILTERS, later)).toContain("jobs_open_deadline_idx");
  });

  it("counts a broad keyword up to 1,000 ('1,000+ jobs found') and a narrow one exactly", async () => {
    const where = searchConditions({ ...DEFAULT_FILTERS, search: "warehouse" }, NOW);
    const exact = await t.db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE ${where}`);
    expect(Number((exact.rows[0] as { n: number }).n)).toBeGreaterThan(KEYWORD_COUNT_CAP);
    const broad = await search("search=warehouse");
    expect({ total: broad.total, totalCapped: broad.totalCapped, totalPages: broad.totalPages }).toEqual({
      total: KEYWORD_COUNT_CAP,
      totalCapped: true,
      totalPages: KEYWORD_COUNT_CAP / PAGE_SIZE,
    });
    expect(jobsFoundText(broad.total, broad.totalCapped)).toBe("1,000+ jobs found");
    // The last page of a capped search still has its 10 jobs; asking for more pages shows the last one.
    expect((await search("search=warehouse&page=100")).jobs).toHaveLength(PAGE_SIZE);
    expect((await search("search=warehouse&page=101")).page).toBe(100);
    const narrow = await search("search=forklift&location=hamburg");
    expect(narrow.totalCapped).toBeUndefined();
    expect(narrow.total).toBeLessThanOrEqual(KEYWORD_COUNT_CAP);
    // The cap is the keyword's: browsing without one counts every open job.
    expect((await search("")).totalCapped).toBeUndefined();
  });

  it("counts a keyword's matches through the full-text index and ranks them by a vector kept in the row", async () => {
    const where = searchConditions({ ...DEFAULT_FILTERS, search: "warehouse" }, NOW);
    const res = await t.db.execute(sql`EXPLAIN ${cappedCountQuery(where, KEYWORD_COUNT_CAP)}`);
    const plan = res.rows.map((r) => String((r as Record<string, unknown>)["QUERY PLAN"])).join("\n");
    expect(plan).toContain("jobs_search_vector_idx");
    const outOfLine = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM jobs WHERE pg_column_toast_chunk_id(search_rank_vector) IS NOT NULL`,
    );
    expect(Number((outOfLine.rows[0] as { n: number }).n)).toBe(0);
  });

  it("still answers every criterion correctly", async () => {
    const r = await search("search=forklift&location=hamburg&sort=newest");
    expect(r.total).toBeGreaterThan(0);
    for (const j of r.jobs) expect(j.location).toBe("Hamburg");
    const open = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM jobs WHERE status = 'published' AND application_deadline > ${NOW}`,
    );
    expect((await search("")).total).toBe(Number((open.rows[0] as { n: number }).n));
    expect((await search("")).total).toBeGreaterThan(50_000);
  });
});
