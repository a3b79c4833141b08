import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** True while the database cannot be reached (a recent connection failure and no success since). */
  isUnavailable(): boolean;
  close(): Promise<void>;
}

/** How long a connection failure marks the database unavailable unless a connection succeeds first. */
const UNAVAILABLE_FOR_MS = 10_000;

export function connectDatabase(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  let lastFailure = 0;
  let lastSuccess = 0;
  const record = (error: unknown) => {
    if (error) lastFailure = Date.now();
    else lastSuccess = Date.now();
  };
  // An idle client that loses its connection (database restarted) must not crash the process;
  // the pool drops it and the next query opens a fresh connection.
  pool.on("error", (err) => {
    record(err);
    console.error(`[db] idle connection error: ${err.message}`);
  });
  // A checked-out client's connection can fail too (the queue worker keeps one for LISTEN): logged, not thrown.
  pool.on("connect", (client) => {
    client.on("error", (err) => {
      record(err);
      console.error(`[db] connection error: ${err.message}`);
    });
  });
  // Every query goes through pool.connect (pool.query calls it too): watch it to know when the database is down.
  type Connect = (cb?: (err: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void) => unknown;
  const connect = pool.connect.bind(pool) as unknown as Connect;
  (pool as unknown as { connect: Connect }).connect = (cb) => {
    if (cb) return connect((err, client, done) => (record(err), cb(err, client, done)));
    return (connect() as Promise<pg.PoolClient>).then(
      (client) => (record(undefined), client),
      (err) => {
        record(err);
        throw err;
      },
    );
  };
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    isUnavailable: () => lastFailure > lastSuccess && Date.now() - lastFailure < UNAVAILABLE_FOR_MS,
    close: () => pool.end(),
  };
}

/** True when `error` (or its cause, as Drizzle wraps driver errors) is a Postgres error with this SQLSTATE. */
export function isPgError(error: unknown, code: string): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === code) return true;
  }
  return false;
}

export const PG_UNIQUE_VIOLATION = "23505";
