/**
 * What `npm run db:seed` does (scripts/seed.ts is the command line around it): the migrations, then the sample
 * companies and jobs, printing what it did. A function so that the tests can run it again in their own process;
 * the first run in tests/integration/seed.test.ts is the real command.
 */
import { inArray, sql } from "drizzle-orm";
import { companies } from "#content/companies.ts";
import { sampleJobs } from "#content/jobs/index.ts";
import type { Database } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { jobs } from "#db/schema.ts";
import type { Config } from "#app/lib/config.server.ts";
import { installQueueSchema } from "#app/lib/job-queue.server.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { openScriptDatabase } from "./script-database.ts";

async function countMigrations(db: Database): Promise<number> {
  try {
    const { rows } = await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
    return rows[0]?.n ?? 0;
  } catch {
    return 0; // a new database: the migrations table does not exist yet
  }
}

/** Migrates and seeds the configured database; throws what failed (the database is closed either way). */
export async function seedCommand(config: Config): Promise<void> {
  const opened = await openScriptDatabase(config, "the seed");
  try {
    console.log(`Database: ${opened.description}`);
    const database = opened.database;
    const migrationsBefore = await countMigrations(database);
    await runMigrations(database);
    await installQueueSchema(database.pool);
    const migrationsAfter = await countMigrations(database);
    console.log(
      migrationsAfter > migrationsBefore
        ? `Migrations: applied ${migrationsAfter - migrationsBefore} (${migrationsAfter} in all)`
        : `Migrations: up to date (${migrationsAfter})`,
    );

    const ids = sampleJobs.map((j) => j.id);
    const [{ existing } = { existing: 0 }] = await database.db
      .select({ existing: sql<number>`count(*)::int` })
      .from(jobs)
      .where(inArray(jobs.id, ids));
    const stored = await seedSampleData(database.db);
    console.log(`Sample companies: ${companies.length} stored`);
    console.log(`Sample jobs: ${stored} stored (${stored - existing} new, ${existing} refreshed)`);
  } finally {
    await opened.close();
  }
}
