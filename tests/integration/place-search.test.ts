import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleJobs } from "#content/jobs/index.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { parseFilters } from "#app/features/jobs/filters.ts";
import { searchJobs } from "#app/features/jobs/jobs.server.ts";
import { linkJobsToPlaces } from "#db/places.ts";
import { jobs, places } from "#db/schema.ts";
import { createTestDatabase } from "../support/database.ts";
import { insertJob } from "../support/jobs.ts";

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

describe("searching by place on PostgreSQL (docs/decisions/160-gazetteer-from-geonames.md)", () => {
  let t: TestDb;
  const ids = async (qs: string) => {
    const found: string[] = [];
    for (let page = 1; ; page++) {
      const r = await searchJobs(parseFilters(new URLSearchParams(`${qs}&page=${page}`)), { db: t.db });
      found.push(...r.jobs.map((j) => j.id));
      if (page >= r.totalPages) return found.sort();
    }
  };
  /** The open sample jobs in Munich (some samples have expired). */
  let munichSamples: string[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    await seedSampleData(t.db);
    const open = (await searchJobs(parseFilters(new URLSearchParams()), { db: t.db })).total;
    munichSamples = sampleJobs.filter((j) => j.location === "Munich").map((j) => j.id);
    munichSamples = (await ids("")).filter((id) => munichSamples.includes(id));
    expect(open).toBeGreaterThan(munichSamples.length);
    const [template] = await t.db.select().from(jobs).where(eq(jobs.id, munichSamples[0]!));
    // An employer's job typed "München" before the gazetteer, and one in Augsburg, outside the seven sample cities.
    for (const [id, location] of [
      ["muenchen-job", "München"],
      ["augsburg-job", "Augsburg, Bavaria"],
    ] as const) {
      await insertJob(t.db, template!, {
        id,
        title: `Care assistant ${id}`,
        companyId: template!.companyId,
        company: template!.company,
        status: "published",
      });
      await t.db.update(jobs).set({ location, citySlug: location.toLowerCase(), placeId: null }).where(eq(jobs.id, id));
    }
    await linkJobsToPlaces(t.db);
  });
  afterAll(() => t.drop());

  it("links every sample job and old job text to its place", async () => {
    const unlinked = await t.db.select({ id: jobs.id }).from(jobs).where(isNull(jobs.placeId));
    expect(unlinked).toEqual([]);
    const [augsburg] = await t.db
      .select()
      .from(jobs)
      .innerJoin(places, eq(places.id, jobs.placeId))
      .where(eq(jobs.id, "augsburg-job"));
    expect(augsburg?.places.name).toBe("Augsburg");
  });

  it("finds München's jobs by Munich and Munich's by München, in any spelling", async () => {
    expect(munichSamples.length).toBeGreaterThan(0);
    const expected = [...munichSamples, "muenchen-job"].sort();
    for (const name of ["munich", "M%C3%BCnchen", "muenchen", "MUNICH"])
      expect(await ids(`location=${name}`), name).toEqual(expected);
  });

  it("filters on a place outside the seven sample cities", async () => {
    expect(await ids("location=augsburg")).toEqual(["augsburg-job"]);
    expect(await ids("location=atlantis")).toEqual([]);
  });

  it("finds the jobs within 25, 50 or 100 km of a place, and none around an unknown one", async () => {
    // Munich is 57 km from Augsburg as the crow flies.
    expect(await ids("near=Augsburg&km=25")).toEqual(["augsburg-job"]);
    expect(await ids("near=augsburg&km=50")).toEqual(["augsburg-job"]);
    expect(await ids("near=augsburg&km=100")).toEqual(["augsburg-job", ...munichSamples, "muenchen-job"].sort());
    expect(await ids("near=Munich&km=25")).toEqual([...munichSamples, "muenchen-job"].sort());
    const atlantis = await searchJobs(parseFilters(new URLSearchParams("near=Atlantis&km=100")), { db: t.db });
    expect(atlantis).toMatchObject({ total: 0, unknownPlace: "Atlantis" });
    expect(
      (await searchJobs(parseFilters(new URLSearchParams("near=Augsburg&search=zzzqqq")), { db: t.db })).unknownPlace,
    ).toBeUndefined();
  });
});
