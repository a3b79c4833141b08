import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleJobs as allSampleJobs } from "#content/jobs/index.ts";
import type { JobSeed } from "#content/types.ts";
import { blueCardCheck } from "#app/features/jobs/blue-card.ts";
import { categorySlug } from "#app/features/jobs/categories.ts";
import { parseFilters } from "#app/features/jobs/filters.ts";
import { blueCardSalaryCondition } from "#app/features/jobs/job-facts.server.ts";
import { levelsUpTo, meetsBlueCard } from "#app/features/jobs/job-facts.ts";
import { jobRowFromSeed } from "#app/features/jobs/job-row.ts";
import { searchJobs } from "#app/features/jobs/jobs.server.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { jobs, organization } from "#db/schema.ts";
import { createTestDatabase } from "../support/database.ts";
import { itemAt } from "../support/item-at.ts";

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

const NOW = new Date("2026-11-21T12:00:00Z");
/** The sample jobs search shows (the oldest have expired). */
const openSampleJobs = allSampleJobs.filter((j) => jobRowFromSeed(j, "", NOW).applicationDeadline > NOW);

/**
 * Jobs at the edges of the Blue Card rule, added to the sample jobs: exactly at a threshold, a cent above or
 * below, hourly and monthly pay, a shortage occupation and another one, no salary. Jobs without an occupation (posted
 * before occupations existed) are judged by their category: a shortage category and another one.
 */
const EDGE_SALARIES: [string, string, string | null][] = [
  ["€50,700", "Sales & Marketing", null], // exactly the general threshold: meets it
  ["€50,699", "Sales & Marketing", null], // one euro below, not a shortage category
  ["€45,934.20", "IT & Technology", null], // the lower threshold with its cents: whole euros round down to €45,934
  ["€45,935", "IT & Technology", null], // the first whole euro at the lower threshold
  ["€45,935", "Sales & Marketing", null], // the same pay outside the shortage categories
  ["€22.09 per hour", "Engineering", null], // €45,947 a year
  ["€4,225 per month", "Nursing & Healthcare", null], // €50,700 a year
  ["€3,827 per month", "Teaching & Education", null], // €45,924 a year: below the lower threshold
  ["Competitive", "IT & Technology", null], // no salary: never the Blue Card level
  // With an occupation, the occupation decides (decision 183), whatever the category.
  ["€45,935", "Sales & Marketing", "2512"], // software developers (group 25): the lower threshold
  ["€48,000", "IT & Technology", "3512"], // ICT user support technicians: not in the law's groups
  ["€48,000", "Nursing & Healthcare", "2221"], // nursing professionals (group 222)
  ["€48,000", "Nursing & Healthcare", "5321"], // health care assistants: not in the groups
];

const template = itemAt(openSampleJobs, 0, "sample jobs");
const edgeJobs: JobSeed[] = EDGE_SALARIES.map(([salary, category], i) => ({
  ...template,
  id: `bc-edge-${i}`,
  title: `Blue Card edge ${i}`,
  salary,
  category,
}));
/** The edge jobs' occupations (null: none); the sample jobs have theirs. */
const EDGE_OCCUPATIONS = new Map(EDGE_SALARIES.map(([, , occupation], i) => [`bc-edge-${i}`, occupation]));
const occupationOf = (j: JobSeed) => (EDGE_OCCUPATIONS.has(j.id) ? EDGE_OCCUPATIONS.get(j.id)! : j.occupation);

const ids = (list: { id: string }[]) => list.map((j) => j.id).sort();
const expectedBlueCard = (list: JobSeed[]) =>
  list.filter((j) =>
    meetsBlueCard(blueCardCheck({ salary: j.salary, categorySlug: categorySlug(j.category), occupation: occupationOf(j) })),
  );

describe("job-fact filters on PostgreSQL", () => {
  let t: TestDb;
  const all = async (qs: string) => {
    const search = (q: string) => searchJobs(parseFilters(new URLSearchParams(q)), { db: t.db, now: NOW });
    const first = await search(qs);
    const found = [...first.jobs];
    for (let p = 2; p <= first.totalPages; p++) found.push(...(await search(`${qs}&page=${p}`)).jobs);
    expect(found).toHaveLength(first.total);
    return { total: first.total, ids: ids(found), jobs: found };
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    await seedSampleData(t.db, { now: NOW });
    const [company] = await t.db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.name, template.company));
    const companyId = company!.id;
    await t.db.insert(jobs).values(edgeJobs.map((j) => ({ ...jobRowFromSeed(j, companyId, NOW), occupation: occupationOf(j) })));
  });
  afterAll(() => t.drop());

  const everyJob = () => [...openSampleJobs, ...edgeJobs];

  it("the Blue Card SQL and the pure rule agree on every sample job and every edge case", async () => {
    const rows = await t.db.select({ id: jobs.id }).from(jobs).where(blueCardSalaryCondition());
    const expected = expectedBlueCard([...allSampleJobs, ...edgeJobs]);
    expect(ids(rows)).toEqual(ids(expected));
    // The edges decide as the rule says: at the threshold yes, below it no, the shortage occupations (or, without
    // an occupation, categories) lower.
    expect(ids(rows.filter((r) => r.id.startsWith("bc-edge-")))).toEqual(
      ["bc-edge-0", "bc-edge-3", "bc-edge-5", "bc-edge-6", "bc-edge-9", "bc-edge-11"].sort(),
    );
    // The sample data has jobs on both sides, in both kinds of category.
    expect(expected.some((j) => categorySlug(j.category) === "education")).toBe(true);
    expect(expected.length).toBeLessThan(allSampleJobs.length);
  });

  it("filters by German level: at most the chosen level, or none needed", async () => {
    for (const level of ["none", "A1", "A2", "B1", "B2", "C1"] as const) {
      const r = await all(`german=${level}`);
      const expected = everyJob().filter((j) => levelsUpTo(level).includes(j.germanLevel));
      expect(r.ids, level).toEqual(ids(expected));
      expect(r.total, level).toBeGreaterThan(0);
    }
    const none = await all("german=none");
    expect(none.jobs.every((j) => j.germanLevel === "none")).toBe(true);
    // Each level includes the easier ones.
    expect((await all("german=A2")).total).toBeGreaterThan((await all("german=A1")).total);
    // C2 is every job: the same as no German filter.
    expect((await all("german=C2")).total).toBe(everyJob().length);
  });

  it("filters by visa sponsorship, relocation support and the Blue Card salary level", async () => {
    const cases: [string, JobSeed[]][] = [
      ["visa=1", everyJob().filter((j) => j.visaSponsorship)],
      ["relocation=1", everyJob().filter((j) => j.relocationSupport)],
      ["bluecard=1", expectedBlueCard(everyJob())],
    ];
    for (const [qs, expected] of cases) {
      const r = await all(qs);
      expect(r.ids, qs).toEqual(ids(expected));
      expect(r.total, qs).toBeGreaterThan(0);
      expect(r.total, qs).toBeLessThan(everyJob().length);
    }
  });

  it("combines the fact filters with each other and with the other criteria (AND)", async () => {
    const r = await all("german=B1&visa=1&relocation=1");
    const expected = everyJob().filter(
      (j) => levelsUpTo("B1").includes(j.germanLevel) && j.visaSponsorship && j.relocationSupport,
    );
    expect(r.ids).toEqual(ids(expected));
    expect(r.total).toBeGreaterThan(0);

    const care = await all("category=healthcare&german=B1&visa=1");
    expect(care.ids).toEqual(
      ids(
        everyJob().filter(
          (j) => j.category === "Nursing & Healthcare" && levelsUpTo("B1").includes(j.germanLevel) && j.visaSponsorship,
        ),
      ),
    );
    expect(care.total).toBeGreaterThan(0);

    const itBlueCard = await all("category=it&bluecard=1&german=none");
    expect(itBlueCard.ids).toEqual(
      ids(expectedBlueCard(everyJob()).filter((j) => j.category === "IT & Technology" && j.germanLevel === "none")),
    );

    // Nothing needs no German and pays nothing: an empty result is a result, not an error.
    const nothing = await all("bluecard=1&category=cleaning");
    expect(nothing.total).toBe(0);
  });

  it("leaves closed and expired jobs out, as every search does", async () => {
    const expired = allSampleJobs.filter((j) => !openSampleJobs.includes(j));
    const visa = await all("visa=1");
    for (const j of expired) expect(visa.ids).not.toContain(j.id);
    await t.db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, "bc-edge-0"));
    expect((await all("bluecard=1")).ids).not.toContain("bc-edge-0");
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.id, "bc-edge-0"), blueCardSalaryCondition()));
    expect(row?.n).toBe(1);
  });
});
