import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleJobs as allSampleJobs } from "#content/jobs/index.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { jobs } from "#db/schema.ts";
import { PAGE_SIZE, parseFilters } from "#app/features/jobs/filters.ts";
import { jobRowFromSeed } from "#app/features/jobs/job-row.ts";
import { getJob, jobsOfCompany, searchJobs, similarJobs } from "#app/features/jobs/jobs.server.ts";
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
    // No job has all of these words; one mentions scripts, and is shown for that word alone (decision 150).
    const html = await search(`search=${encodeURIComponent("<script>alert(1)</script>")}`);
    expect(html.relaxed).toEqual({ keyword: "script", leftOut: ["alert", "1"] });
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
});
