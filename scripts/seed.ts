/**
 * `npm run db:seed`: applies the migrations and stores (or refreshes) the built-in sample jobs in the
 * configured database, then says what it did. Safe to run again and while the server runs.
 */
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { companies } from "#content/companies.ts";
import { sampleJobs } from "#content/jobs/index.ts";
import { connectDatabase, type Database } from "#db/client.ts";
import { acquireDataDirLock, runningEmbeddedPostgresUrl, startEmbeddedPostgres, type EmbeddedPostgres } from "#db/embedded.ts";
import { runMigrations } from "#db/migrate.ts";
import { jobs } from "#db/schema.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { ConfigError, parseConfig, type Config } from "#app/lib/config.server.ts";

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

let config: Config;
try {
  config = parseConfig(process.env);
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(1);
}

let embedded: EmbeddedPostgres | undefined;
let releaseLock: (() => void) | undefined;
let database: Database | undefined;
const cleanup = async () => {
  await database?.close().catch(() => {});
  await embedded?.stop();
  releaseLock?.();
};
process.once("SIGINT", () => void cleanup().finally(() => process.exit(130)));

async function countMigrations(db: Database): Promise<number> {
  try {
    const { rows } = await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
    return rows[0]?.n ?? 0;
  } catch {
    return 0; // a new database: the migrations table does not exist yet
  }
}

async function seed(): Promise<void> {
  let url = config.DATABASE_URL;
  if (url) {
    const { hostname, port, pathname } = new URL(url);
    console.log(`Database: DATABASE_URL (${hostname}${port ? `:${port}` : ""}${pathname})`);
  } else {
    const dataDir = path.resolve(config.DATA_DIR);
    try {
      releaseLock = acquireDataDirLock(dataDir);
    } catch (e) {
      // A server holds the data directory: use its PostgreSQL.
      url = runningEmbeddedPostgresUrl(dataDir);
      if (!url) throw e;
      console.log(`Database: the embedded PostgreSQL of the server running on ${dataDir}`);
    }
    if (!url) {
      embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_PG_PORT, log: () => {} });
      url = embedded.url;
      console.log(`Database: the embedded PostgreSQL in ${dataDir} (started for the seed)`);
    }
  }

  database = connectDatabase(url, 2);
  const migrationsBefore = await countMigrations(database);
  await runMigrations(database);
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
