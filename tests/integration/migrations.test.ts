import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { connectDatabase } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";

describe("migrations", () => {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `migr_${Date.now()}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });

  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("create every table on an empty database, and a second concurrent run is harmless", async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const a = connectDatabase(url.toString(), 2);
    const b = connectDatabase(url.toString(), 2);
    await Promise.all([runMigrations(a), runMigrations(b)]);
    const { rows } = await a.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        "user",
        "session",
        "account",
        "verification",
        "rate_limit",
        "profiles",
        "job_applications",
        "jobs",
        "saved_jobs",
        "newsletter_subscriptions",
      ]),
    );
    const applied = await a.pool.query("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
    expect(applied.rows[0].n).toBeGreaterThan(0);
    await a.close();
    await b.close();
  });
});
