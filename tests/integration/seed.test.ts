/** `npm run db:seed` on a database given by DATABASE_URL: migrations, then the sample jobs, idempotently. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleJobs } from "#content/jobs/index.ts";
import { createTestDatabase } from "../support/database.ts";
import { itemAt } from "../support/item-at.ts";
import { runCommand } from "../support/run-script.ts";
import { seedInProcess } from "../support/script-in-process.ts";

const firstJob = itemAt(sampleJobs, 0, "sample jobs");

describe("npm run db:seed", () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    t = await createTestDatabase();
    // An empty database, as a new PostgreSQL would be.
    await t.pool.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE;");
  });
  afterAll(() => t?.drop());

  const jobCount = async () => (await t.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs")).rows[0]?.n;

  it("migrates an empty database and stores the sample jobs, then only refreshes them", async () => {
    const first = await runCommand("npm run --silent db:seed", { DATABASE_URL: t.url });
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/Migrations: applied \d+/);
    expect(first.output).toContain(`Sample jobs: ${sampleJobs.length} stored (${sampleJobs.length} new, 0 refreshed)`);
    expect(await jobCount()).toBe(sampleJobs.length);

    // A text changed by hand comes back, and so does an occupation a database from before occupations lacks; a
    // posting date stays.
    await t.pool.query("UPDATE jobs SET title = 'Edited', occupation = NULL, posted_at = '2020-01-01T00:00:00Z' WHERE id = $1", [
      firstJob.id,
    ]);
    // The second run is the command's work in this process (a command line costs 4 to 6 s: Node, tsx, the app's
    // modules; docs/decisions/290-script-tests-in-process.md), on the configuration the command would read.
    const again = await seedInProcess({ ...process.env, DATABASE_URL: t.url });
    expect(again.output).toMatch(/Migrations: up to date/);
    expect(again.output).toContain(`(0 new, ${sampleJobs.length} refreshed)`);
    expect(await jobCount()).toBe(sampleJobs.length);
    const {
      rows: [row],
    } = await t.pool.query("SELECT title, occupation, posted_at FROM jobs WHERE id = $1", [firstJob.id]);
    expect(row?.title).toBe(firstJob.title);
    expect(row?.occupation).toBe(firstJob.occupation);
    expect(new Date(row?.posted_at).getUTCFullYear()).toBe(2020);
    // The first run (the real command) loads the gazetteer too (decision 160).
  }, 60_000);

  it("refuses a malformed DATABASE_URL with a clear message", async () => {
    const { code, output } = await runCommand("npm run --silent db:seed", { DATABASE_URL: "mysql://x" });
    expect(code).toBe(1);
    expect(output).toContain("DATABASE_URL must start with postgres://");
  });
});
