import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection (database restarted) must not crash the process;
  // the pool drops it and the next query opens a fresh connection.
  pool.on("error", (err) => console.error(`[db] idle connection error: ${err.message}`));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** True when `error` (or its cause, as Drizzle wraps driver errors) is a Postgres error with this SQLSTATE. */
export function isPgError(error: unknown, code: string): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === code) return true;
  }
  return false;
}

export const PG_UNIQUE_VIOLATION = "23505";
