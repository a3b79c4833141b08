import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleJobs as allSampleJobs } from "#content/jobs/index.ts";
import { generateJobs } from "#db/generate-jobs.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { jobs } from "#db/schema.ts";
import { DEFAULT_FILTERS, PAGE_SIZE, parseFilters, type JobFilters } from "#app/features/jobs/filters.ts";
import { jobRowFromSeed } from "#app/features/jobs/job-row.ts";
import { jobsFoundText, KEYWORD_COUNT_CAP } from "#app/features/jobs/job-count.ts";
import {
  cappedCountQuery,
  getJob,
  jobsOfCompany,
  searchConditions,
  searchJobs,
  similarJobs,
} from "#app/features/jobs/jobs.server.ts";
import { createTestDatabase } from "../support/database.ts";
import { itemAt } from "../support/item-at.ts";

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

const NOW = new Date("2026-11-21T12:00:00Z");
/** The sample jobs that search shows: the few whose deadline has passed (the oldest ones) have expired. */
const sampleJobs = allSampleJobs.filter((j) => jobRowFromSeed(j, "", NOW).applicationDeadline > NOW);

describe("job search on PostgreSQL", () => {
  let t: TestDb;
  const search = (qs: string) => searchJobs(parseFilters(new URLSearchParams(qs)), { db: t.db, now: NOW });
  const all = async (qs: string) => {
    const first = await search(qs);
    const ids = [...first.jobs.map((j) => j.id)];
    for (let p = 2; p <= first.totalPages; p++) ids.push(...(await search(`${qs}&page=${p}`)).jobs.map((j) => j.id));
    return { total: first.total, ids };
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    await seedSampleData(t.db, { now: NOW });
  });
  afterAll(() => t.drop());

  it("stores every sample job once, and seeding again changes nothing", async () => {
    const count = async () => itemAt(await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs), 0, "count rows").n;
    expect(await count()).toBe(allSampleJobs.length);
    await seedSampleData(t.db, { now: new Date("2027-01-01") });
    expect(await count()).toBe(allSampleJobs.length);
    expect(sampleJobs.length).toBeLessThan(allSampleJobs.length);
    const job = await getJob("1", t.db, NOW);
    const seed = sampleJobs.find((j) => j.id === "1")!;
    expect(job).toMatchObject({ title: seed.title, company: seed.company, requirements: seed.requirements });
  });

  it("returns all jobs 10 per page without criteria", async () => {
    const r = await search("");
    expect(r.total).toBe(sampleJobs.length);
    expect(r.jobs).toHaveLength(PAGE_SIZE);
    expect(r.totalPages).toBe(Math.ceil(sampleJobs.length / PAGE_SIZE));
  });

  it("matches the keyword case-insensitively in title, company or description", async () => {
    const seed = itemAt(sampleJobs, 5, "sample jobs");
    const byTitle = await all(`search=${encodeURIComponent(seed.title.toUpperCase())}`);
    expect(byTitle.ids).toContain(seed.id);
    const byCompany = await all(`search=${encodeURIComponent(seed.company.toLowerCase())}`);
    expect(byCompany.ids).toEqual(expect.arrayContaining(sampleJobs.filter((j) => j.company === seed.company).map((j) => j.id)));
    const word = seed.description
      .split(/\s+/)
      .find((w) => w.length > 9)!
      .replace(/[^\p{L}]/gu, "");
    const byDescription = await all(`search=${encodeURIComponent(word)}`);
    // Whole words (full-text search): every job with the word itself is found; stemming may add its other forms.
    const expected = sampleJobs.filter((j) =>
      [j.title, j.company, j.description].some((f) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, "iu").test(f)),
    );
    expect(byDescription.ids).toEqual(expect.arrayContaining(expected.map((j) => j.id)));
    expect(byDescription.ids).toContain(seed.id);
  });

  it("finds nothing for punctuation alone and survives SQL and HTML", async () => {
    expect((await search("search=%25")).total).toBe(0);
    expect((await search("search=_")).total).toBe(0);
    expect((await search(`search=${encodeURIComponent("'; DROP TABLE jobs; --")}`)).total).toBe(0);
    expect((await search(`search=${encodeURIComponent("<script>alert(1)</script>")}`)).total).toBe(0);
    expect((await search("")).total).toBe(sampleJobs.length);
  });

  it("filters each criterion exactly", async () => {
    const cases: [string, (j: (typeof sampleJobs)[number]) => boolean][] = [
      ["location=berlin", (j) => j.location === "Berlin"],
      ["location=d%C3%BCsseldorf,hamburg", (j) => j.location === "Düsseldorf" || j.location === "Hamburg"],
      ["category=warehouse", (j) => j.category === "Warehouse & Logistics"],
      ["type=part-time", (j) => j.jobType === "Part-time"],
      ["type=contract,internship", (j) => j.jobType === "Contract" || j.jobType === "Internship"],
      ["level=entry-level", (j) => j.experienceLevel === "Entry Level"],
      ["level=manager,executive", (j) => j.experienceLevel === "Manager" || j.experienceLevel === "Executive"],
    ];
    for (const [qs, match] of cases) {
      const r = await all(qs);
      expect(r.ids.sort(), qs).toEqual(
        sampleJobs
          .filter(match)
          .map((j) => j.id)
          .sort(),
      );
      expect(r.total).toBeGreaterThan(0);
    }
  });

  it("filters by date posted, including the past 3 months", async () => {
    const today = await all("posted=today");
    const week = await all("posted=week");
    const quarter = await all("posted=quarter");
    expect(today.total).toBeGreaterThan(0);
    expect(week.total).toBeGreaterThan(today.total);
    expect(quarter.total).toBeGreaterThan(week.total);
    // Every open sample job is at most 90 days old: a deadline is never more than 90 days after publishing.
    expect(quarter.total).toBe(sampleJobs.length);
  });

  it("compares annualised salaries and keeps jobs without a readable salary", async () => {
    const r = await all("salary=60000-120000");
    for (const id of r.ids) {
      const row = itemAt(
        await t.db
          .select()
          .from(jobs)
          .where(sql`${jobs.id} = ${id}`),
        0,
        "jobs",
      );
      expect(row.salaryMin === null || row.salaryMax! >= 60000).toBe(true);
    }
    const hourly = sampleJobs.find((j) => /per hour/.test(j.salary))!;
    expect((await all("salary=20000-40000")).ids).toContain(hourly.id);
    expect(r.ids).not.toContain(hourly.id);
  });

  it("combines criteria with AND", async () => {
    const r = await all("location=berlin&type=full-time");
    expect(r.ids.sort()).toEqual(
      sampleJobs
        .filter((j) => j.location === "Berlin" && j.jobType === "Full-time")
        .map((j) => j.id)
        .sort(),
    );
  });

  it("sorts by newest and by salary both ways", async () => {
    const newest = await all("sort=newest");
    const dates = await Promise.all(newest.ids.slice(0, 10).map(async (id) => (await getJob(id, t.db, NOW))!.postedAt));
    expect([...dates].sort().reverse()).toEqual(dates);
    const high = (await search("sort=salary_high_low")).jobs.map((j) => j.id);
    const low = (await search("sort=salary_low_high")).jobs.map((j) => j.id);
    const key = async (id: string) =>
      itemAt(
        await t.db
          .select({ k: jobs.salarySort })
          .from(jobs)
          .where(sql`${jobs.id} = ${id}`),
        0,
        "jobs",
      ).k!;
    const highKeys = await Promise.all(high.map(key));
    const lowKeys = await Promise.all(low.map(key));
    expect([...highKeys].sort((a, b) => b - a)).toEqual(highKeys);
    expect([...lowKeys].sort((a, b) => a - b)).toEqual(lowKeys);
  });

  it("clamps pages outside 1..total and answers an empty result", async () => {
    const last = await search("page=999");
    expect(last.page).toBe(last.totalPages);
    expect(last.jobs.length).toBeGreaterThan(0);
    const none = await search("search=zzzzzzzz&page=3");
    expect(none).toEqual({ jobs: [], total: 0, page: 1, totalPages: 0 });
  });

  it("finds similar jobs: up to 3 others of the same category", async () => {
    const job = (await getJob("wh1", t.db, NOW)) ?? (await getJob(itemAt(sampleJobs, 0, "sample jobs").id, t.db, NOW))!;
    const similar = await similarJobs(job, t.db, NOW);
    expect(similar.length).toBeLessThanOrEqual(3);
    expect(similar.length).toBeGreaterThan(0);
    for (const s of similar) {
      expect(s.categorySlug).toBe(job.categorySlug);
      expect(s.id).not.toBe(job.id);
    }
  });

  it("finds a company's open jobs, and unknown ids are null", async () => {
    const first = (await getJob(itemAt(sampleJobs, 0, "sample jobs").id, t.db, NOW))!;
    const [row] = await t.db
      .select({ companyId: jobs.companyId })
      .from(jobs)
      .where(sql`${jobs.id} = ${first.id}`);
    expect((await jobsOfCompany(row!.companyId, t.db, NOW)).map((j) => j.id).sort()).toEqual(
      sampleJobs
        .filter((j) => j.company === first.company)
        .map((j) => j.id)
        .sort(),
    );
    expect(await getJob("nope", t.db)).toBeNull();
    expect(await getJob("../../etc/passwd", t.db)).toBeNull();
  });

  describe("at 100,000 jobs", () => {
    beforeAll(async () => {
      await generateJobs(t.db, 100_000);
      // As autovacuum would: the visibility map and statistics the planner costs a bitmap index scan with.
      await t.db.execute(sql`VACUUM ANALYZE jobs`);
    }, 240_000);

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
});
