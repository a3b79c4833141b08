/**
 * The database a command-line script works on (`npm run db:seed`, `npm run admin`): DATABASE_URL when set;
 * otherwise the embedded PostgreSQL in DATA_DIR, that of a server running on that folder, or one started for
 * the script and stopped by `close()`.
 */
import path from "node:path";
import { connectDatabase, type Database } from "#db/client.ts";
import { acquireDataDirLock, runningEmbeddedPostgresUrl, startEmbeddedPostgres, type EmbeddedPostgres } from "#db/embedded.ts";
import { ConfigError, parseConfig, type Config } from "#app/lib/config.server.ts";

/** The configuration from the environment; an invalid one is printed and the script exits with 1. */
export function scriptConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}

export interface ScriptDatabase {
  database: Database;
  /** Where the database is, for the script's first line of output. */
  description: string;
  /** Closes the connection and stops an embedded PostgreSQL started for the script; safe to call twice. */
  close(): Promise<void>;
}

/** Opens the database; `purpose` names the script in the description ("started for the seed"). */
export async function openScriptDatabase(config: Config, purpose: string): Promise<ScriptDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let releaseLock: (() => void) | undefined;
  let database: Database | undefined;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await database?.close().catch(() => {});
    await embedded?.stop();
    releaseLock?.();
  };
  process.once("SIGINT", () => void close().finally(() => process.exit(130)));

  let url = config.DATABASE_URL;
  let description: string;
  try {
    if (url) {
      const { hostname, port, pathname } = new URL(url);
      description = `DATABASE_URL (${hostname}${port ? `:${port}` : ""}${pathname})`;
    } else {
      const dataDir = path.resolve(config.DATA_DIR);
      description = `the embedded PostgreSQL in ${dataDir} (started for ${purpose})`;
      try {
        releaseLock = acquireDataDirLock(dataDir);
      } catch (e) {
        // A server holds the data directory: use its PostgreSQL.
        url = runningEmbeddedPostgresUrl(dataDir);
        if (!url) throw e;
        description = `the embedded PostgreSQL of the server running on ${dataDir}`;
      }
      if (!url) {
        embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_PG_PORT, log: () => {} });
        url = embedded.url;
      }
    }
    database = connectDatabase(url, 2);
  } catch (e) {
    await close();
    throw e;
  }
  return { database, description, close };
}
