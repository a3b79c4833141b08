/**
 * The database a command-line script works on (`npm run db:seed`, `npm run admin`): DATABASE_URL when set;
 * otherwise the embedded PostgreSQL in DATA_DIR, that of a server running on that folder, or one started for
 * the script and stopped by `close()`. `openMigratedDatabase` and `openScriptServices` are the start-up the
 * scripts share: the database brought up to date, and for those that send mail or run queue tasks, the services.
 */
import path from "node:path";
import { connectDatabase, type Database } from "#db/client.ts";
import { acquireDataDirLock, runningEmbeddedPostgresUrl, startEmbeddedPostgres, type EmbeddedPostgres } from "#db/embedded.ts";
import { runMigrations } from "#db/migrate.ts";
import type { Config } from "#app/lib/config.server.ts";
import { installQueueSchema } from "#app/lib/job-queue.server.ts";
import type { Services } from "#app/lib/services.server.ts";
import { createServices } from "../server/services.ts";

export { scriptConfig } from "./script-config.ts";

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
        embedded = await startEmbeddedPostgres({
          dataDir,
          port: config.EMBEDDED_PG_PORT,
          log: () => {},
          durable: config.EMBEDDED_PG_DURABLE,
        });
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

/**
 * Opens the database, prints where it is ("Database: ..."), applies the migrations and installs the queue's
 * schema. When that fails the database is closed again and the error thrown.
 */
export async function openMigratedDatabase(config: Config, purpose: string): Promise<ScriptDatabase> {
  const opened = await openScriptDatabase(config, purpose);
  console.log(`Database: ${opened.description}`);
  try {
    await runMigrations(opened.database);
    await installQueueSchema(opened.database.pool);
  } catch (e) {
    await opened.close();
    throw e;
  }
  return opened;
}

export interface ScriptServices extends ScriptDatabase {
  /** Auth, mail and storage on the migrated database, registered as the server registers them. */
  services: Services;
}

/** `openMigratedDatabase` and then the services, for scripts that send mail or run queue tasks. */
export async function openScriptServices(config: Config, purpose: string): Promise<ScriptServices> {
  const opened = await openMigratedDatabase(config, purpose);
  try {
    return { ...opened, services: createServices(config, opened.database) };
  } catch (e) {
    await opened.close();
    throw e;
  }
}
