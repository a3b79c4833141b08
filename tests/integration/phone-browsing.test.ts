/**
 * Browsing on PostgreSQL: the merged categories' migration on stored jobs, the filters' option counts, the
 * filter sheet's count endpoint, old category links (301) and Back to jobs (docs/decisions/028-phone-browsing.md).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleJobs as allSampleJobs } from "#content/jobs/index.ts";
import { migrationsFolder } from "#db/paths.ts";
import { jobCategories } from "#app/features/jobs/categories.ts";
import { countJobs, facetCounts } from "#app/features/jobs/facets.server.ts";
import { parseFilters, POST_DATES } from "#app/features/jobs/filters.ts";
import { jobRowFromSeed } from "#app/features/jobs/job-row.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { loader as jobLoader } from "#app/routes/jobs/job.tsx";
import { loader as countLoader } from "#app/routes/jobs/jobs.count.ts";
import { loader as jobsLoader } from "#app/routes/jobs/jobs.tsx";
import { pageRequest, routeArgs } from "../support/accounts.ts";
import { createTestDatabase } from "../support/database.ts";
import { settle } from "../support/route-outcome.ts";
import { createTestServices } from "../support/services.ts";

const NOW = new Date("2026-11-21T12:00:00Z");
const openSample = allSampleJobs.filter((j) => jobRowFromSeed(j, "", NOW).applicationDeadline > NOW);

describe("the category migration on stored jobs", () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  /** The migration's statements. It is applied again by hand to jobs stored with today's schema, so that the test
   *  does not depend on the seed fitting the schema of that time (the seed writes every column of today). */
  let statements: string[];

  beforeAll(async () => {
    t = await createTestDatabase();
    const file = fs.readdirSync(migrationsFolder).find((f) => f.includes("browse_categories"));
    expect(file).toBeDefined();
    statements = fs.readFileSync(path.join(migrationsFolder, file!), "utf8").split("--> statement-breakpoint");
  });
  afterAll(async () => {
    await t?.drop();
  });

  it("moves every job of an old category to its new one, with the new name", async () => {
    await seedSampleData(t.db, { now: NOW });
    // The jobs as the old list stored them.
    const old: [string, string, string][] = [
      ["care1", "Care & Support", "care-support"],
      ["1", "IT & Technology", "it"],
    ];
    const { rows: picked } = await t.pool.query<{ id: string }>(
      "SELECT id FROM jobs WHERE category_slug IN ('sales', 'office', 'hospitality') ORDER BY id LIMIT 3",
    );
    old.push(
      [picked[0]!.id, "Marketing", "marketing"],
      [picked[1]!.id, "Human Resources", "hr"],
      [picked[2]!.id, "Food Service & Hospitality", "food-service"],
    );
    for (const [id, name, slug] of old) {
      await t.pool.query("UPDATE jobs SET category = $2, category_slug = $3 WHERE id = $1", [id, name, slug]);
    }
    await t.pool.query("UPDATE jobs SET category = 'Healthcare' WHERE category_slug = 'healthcare' AND id <> 'care1'");

    for (const statement of statements) await t.pool.query(statement);

    const { rows } = await t.pool.query<{ id: string; category: string; category_slug: string }>(
      "SELECT id, category, category_slug FROM jobs",
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get("care1")).toMatchObject({ category: "Nursing & Healthcare", category_slug: "healthcare" });
    expect(byId.get(picked[0]!.id)).toMatchObject({ category: "Sales & Marketing", category_slug: "sales" });
    expect(byId.get(picked[1]!.id)).toMatchObject({ category: "Office, HR & Management", category_slug: "office" });
    expect(byId.get(picked[2]!.id)).toMatchObject({ category: "Hotels & Restaurants", category_slug: "hospitality" });
    // Every row now has a category of the list, named as the list names it.
    const names = new Map(jobCategories.map((c) => [c.slug, c.name]));
    for (const r of rows) expect(names.get(r.category_slug), r.id).toBe(r.category);
  });
});

describe("browsing on PostgreSQL", () => {
  let s: Awaited<ReturnType<typeof createTestServices>>;
  const facets = (qs: string) => facetCounts(parseFilters(new URLSearchParams(qs)), { db: s.db, now: NOW });

  beforeAll(async () => {
    s = await createTestServices();
    await seedSampleData(s.db, { now: NOW });
  });
  afterAll(() => s.close());

  it("counts the jobs of every option: each group with the other groups' choices, not its own", async () => {
    const f = await facets("type=full-time&location=berlin");
    const fullTimeInBerlin = openSample.filter((j) => j.jobType === "Full-time" && j.location === "Berlin");
    for (const c of jobCategories) {
      expect(f.category[c.slug] ?? 0, c.slug).toBe(fullTimeInBerlin.filter((j) => j.category === c.name).length);
    }
    // The type group ignores the chosen type (ticking Part-time too would add its jobs)...
    const inBerlin = openSample.filter((j) => j.location === "Berlin");
    expect(f.type["Part-time"] ?? 0).toBe(inBerlin.filter((j) => j.jobType === "Part-time").length);
    expect(f.type["Full-time"]).toBe(fullTimeInBerlin.length);
    // ...and the location group ignores the chosen city.
    const fullTime = openSample.filter((j) => j.jobType === "Full-time");
    expect(f.location.munich ?? 0).toBe(fullTime.filter((j) => j.location === "Munich").length);
    expect(f.posted.any_time).toBe(fullTimeInBerlin.length);
    expect(Object.keys(f.posted).sort()).toEqual(POST_DATES.map((p) => p.value).sort());
  });

  it("counts the sum of a group's options as the search's total when nothing in it is chosen", async () => {
    const f = await facets("search=manager");
    const total = await countJobs(parseFilters(new URLSearchParams("search=manager")), { db: s.db, now: NOW });
    expect(total).toBeGreaterThan(0);
    const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
    expect(sum(f.category)).toBe(total);
    expect(sum(f.type)).toBe(total);
    expect(sum(f.level)).toBe(total);
  });

  it("answers the filter sheet's count for a pending selection", async () => {
    const res = (await countLoader(routeArgs(pageRequest("/jobs/count?category=healthcare&type=full-time")))) as Response;
    expect(res.status).toBe(200);
    const body = (await res.json()) as { total: number; facets: { category: Record<string, number> } };
    const now = new Date();
    const expected = allSampleJobs.filter(
      (j) =>
        j.category === "Nursing & Healthcare" &&
        j.jobType === "Full-time" &&
        jobRowFromSeed(j, "", now).applicationDeadline > now,
    );
    expect(body.total).toBe(expected.length);
    expect(body.facets.category.healthcare).toBe(expected.length);
  });

  it("counts a keyword no job has in full as the results page shows it: for the words it searches", async () => {
    // "nurse hamburg": no sample job has both, so /jobs shows the nurse jobs and says it left out "hamburg".
    const page = await settle(() => jobsLoader(routeArgs(pageRequest("/jobs?search=nurse+hamburg"))));
    const shown = page.body as { result: { total: number; relaxed?: { keyword: string } } };
    expect(shown.result.relaxed?.keyword).toBe("nurse");
    expect(shown.result.total).toBeGreaterThan(0);
    const res = (await countLoader(routeArgs(pageRequest("/jobs/count?search=nurse+hamburg")))) as Response;
    const body = (await res.json()) as { total: number; facets: { category: Record<string, number> } };
    expect(body.total).toBe(shown.result.total);
    expect(body.facets.category.healthcare).toBeGreaterThan(0);
  });

  it("redirects old category links permanently, keeping the rest of the search", async () => {
    const r = await settle(() => jobsLoader(routeArgs(pageRequest("/jobs?category=care-support&type=full-time"))));
    expect(r.status).toBe(301);
    expect(r.response?.headers.get("Location")).toBe("/jobs?type=full-time&category=healthcare");
    const current = await settle(() => jobsLoader(routeArgs(pageRequest("/jobs?category=healthcare"))));
    expect(current.status).toBe(200);
  });

  it("gives the job page a Back to jobs link to the search it was opened from, and only to /jobs", async () => {
    const back = async (from: string) => {
      const r = await settle(() => jobLoader(routeArgs(pageRequest(`/job/1?from=${encodeURIComponent(from)}`), { id: "1" })));
      expect(r.status).toBe(200);
      return (r.body as { backTo: string }).backTo;
    };
    expect(await back("/jobs?category=it&page=2")).toBe("/jobs?category=it&page=2");
    expect(await back("https://evil.example/jobs")).toBe("/jobs");
    expect(await back("//evil.example/jobs")).toBe("/jobs");
    expect(await back("/account")).toBe("/jobs");
    expect(await back("/jobs/../account")).toBe("/jobs");
  });
});
