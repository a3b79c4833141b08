import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPlace, loadPlaces } from "#db/places.ts";
import { places } from "#db/schema.ts";
import { createTestDatabase } from "../support/database.ts";

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

describe("the gazetteer in PostgreSQL", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it("loads the npm package's German places in one statement, once", async () => {
    await t.db.delete(places);
    const started = performance.now();
    const loaded = await loadPlaces(t.db);
    const ms = performance.now() - started;
    console.log(`loaded ${loaded} places in ${Math.round(ms)} ms`);
    expect(loaded).toBeGreaterThan(10_000);
    expect(ms).toBeLessThan(20_000);
    expect(await loadPlaces(t.db)).toBe(0);
  });

  it("finds a place by its German or English name, with or without umlauts", async () => {
    for (const name of ["München", "Munich", "muenchen", "MUNCHEN"]) expect((await findPlace(t.db, name))?.slug).toBe("munich");
    expect((await findPlace(t.db, "Cologne"))?.name).toBe("Köln");
    expect((await findPlace(t.db, "Nuremberg"))?.name).toBe("Nürnberg");
    expect((await findPlace(t.db, "Augsburg"))?.state).toBe("Bavaria");
    expect(await findPlace(t.db, "Atlantis")).toBeUndefined();
  });

  it("answers a distance query from the GiST index on ll_to_earth", async () => {
    const plan = await t.db.execute<{ "QUERY PLAN": string }>(sql`EXPLAIN
      SELECT p.slug FROM places p, (SELECT lat, lon FROM places WHERE slug = 'augsburg') c
      WHERE earth_box(ll_to_earth(c.lat, c.lon), 50000) @> ll_to_earth(p.lat, p.lon)
        AND earth_distance(ll_to_earth(c.lat, c.lon), ll_to_earth(p.lat, p.lon)) <= 50000`);
    expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("places_earth_idx");
  });
});
