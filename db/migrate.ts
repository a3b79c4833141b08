import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client.ts";
import { migrationsFolder } from "./paths.ts";
import { loadPlaces } from "./places.ts";

/** Any fixed number: the advisory lock that serialises migrations when several instances start together. */
const MIGRATION_LOCK_ID = 7_250_431;

export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migrate(database.db, { migrationsFolder });
      // The gazetteer is data from an npm package, loaded once (the SQL migrations cannot read it).
      await loadPlaces(database.db);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
