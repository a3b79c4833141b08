/**
 * Migration 0002 on a database that already holds jobs (from before companies existed): each employer name
 * becomes a company, every job is published from its posting date, and the seed then turns the sample
 * employers into the sample companies without duplicates.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "#content/companies.ts";
import { sampleJobs } from "#content/jobs/index.ts";
import { runMigrations } from "#db/migrate.ts";
import { migrationsFolder } from "#db/paths.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { createTestDatabase } from "../support/database.ts";

describe("migration 0002 on existing jobs", () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let before: string;

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.pool.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE;");
    // The migrations as they were before companies: 0000 and 0001 only.
    before = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-migr-"));
    fs.cpSync(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < "0002");
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    await migrate(t.db, { migrationsFolder: before });
  });
  afterAll(async () => {
    await t?.drop();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it("makes companies of the employer names, publishes the jobs, and the seed adopts them", async () => {
    const insert = `INSERT INTO jobs (id, title, company, company_logo, location, city_slug, salary, job_type, category,
      category_slug, experience_level, posted_at, description, requirements, benefits)
      VALUES ($1, 'Picker', $2, $3, 'Berlin', 'berlin', '€14 per hour', 'Full-time', 'Warehouse & Logistics',
      'warehouse', 'Entry Level', now() - interval '3 days', 'Text', '[]', '[]')`;
    await t.pool.query(insert, ["wh1", "Nordwind Logistik GmbH", "/logos/nordwind-logistik.svg"]);
    await t.pool.query(insert, ["old-1", "Nordwind Logistik GmbH", "/logos/nordwind-logistik.svg"]);
    await t.pool.query(insert, ["old-2", "Kleiner Laden & Co.", ""]);

    await runMigrations(t);

    const { rows: jobs } = await t.pool.query(
      `SELECT j.id, j.status, j.company, o.name, o.slug, p.logo_key, p.verified,
              j.application_deadline - j.published_at AS period, j.published_at = j.posted_at AS from_posting
       FROM jobs j JOIN organization o ON o.id = j.company_id JOIN company_profiles p ON p.organization_id = o.id ORDER BY j.id`,
    );
    expect(jobs.map((j) => [j.id, j.status, j.name, j.from_posting])).toEqual([
      ["old-1", "published", "Nordwind Logistik GmbH", true],
      ["old-2", "published", "Kleiner Laden & Co.", true],
      ["wh1", "published", "Nordwind Logistik GmbH", true],
    ]);
    expect(jobs[0].period).toEqual({ days: 30 });
    expect(jobs[0].slug).toMatch(/^nordwind-logistik-gmbh-[0-9a-f]{6}$/);
    expect(jobs[0].logo_key).toBe("/logos/nordwind-logistik.svg");
    expect(jobs[1].logo_key).toBeNull();
    expect(jobs[0].verified).toBe(false);

    await seedSampleData(t.db);
    const { rows: orgs } = await t.pool.query(
      "SELECT o.slug, p.verified FROM organization o JOIN company_profiles p ON p.organization_id = o.id",
    );
    // The legacy Nordwind became the sample company (same row, slug and profile refreshed); the other stays.
    expect(orgs).toHaveLength(companies.length + 1);
    expect(orgs).toContainEqual({ slug: "nordwind-logistik", verified: true });
    const { rows: linked } = await t.pool.query(
      "SELECT j.id FROM jobs j JOIN organization o ON o.id = j.company_id WHERE o.slug = 'nordwind-logistik' ORDER BY j.id",
    );
    expect(linked.map((r) => r.id)).toEqual(expect.arrayContaining(["old-1", "wh1"]));
    const { rows: count } = await t.pool.query("SELECT count(*)::int AS n FROM jobs");
    expect(count[0].n).toBe(sampleJobs.length + 2);
  });
});
