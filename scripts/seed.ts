/**
 * `npm run db:seed`: applies the migrations and stores (or refreshes) the built-in sample jobs in the
 * configured database, then says what it did. Safe to run again and while the server runs.
 */
import { companies } from "#content/companies.ts";
import { sampleJobs } from "#content/jobs/index.ts";
import type { Database } from "#db/client.ts";
import type { ScriptDatabase } from "./script-database.ts";

const USAGE = `Usage: npm run db:seed

Applies the database migrations and stores the ${companies.length} sample companies (verified) and the ${sampleJobs.length} sample
jobs, refreshing the texts of those already there (posting dates, statuses, deadlines, suspensions and everything
users stored are kept). Idempotent.

Database: DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR (default ./data): the one of a
server running on that folder, or one started for the seed and stopped afterwards.`;

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}

// Loaded after the usage check, so that --help answers at once.
const { inArray, sql } = await import("drizzle-orm");
const { runMigrations } = await import("#db/migrate.ts");
const { installQueueSchema } = await import("#app/lib/job-queue.server.ts");
const { jobs } = await import("#db/schema.ts");
const { seedSampleData } = await import("#app/features/jobs/seed.server.ts");
const { openScriptDatabase, scriptConfig } = await import("./script-database.ts");

const config = scriptConfig();

let opened: ScriptDatabase | undefined;
const cleanup = async () => {
  await opened?.close();
};

async function countMigrations(db: Database): Promise<number> {
  try {
    const { rows } = await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
    return rows[0]?.n ?? 0;
  } catch {
    return 0; // a new database: the migrations table does not exist yet
  }
}

async function seed(): Promise<void> {
  opened = await openScriptDatabase(config, "the seed");
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
}

try {
  await seed();
  await cleanup();
} catch (e) {
  console.error(`Seed failed: ${(e as Error).message}`);
  await cleanup();
  process.exit(1);
}
