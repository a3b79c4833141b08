import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { connectDatabase, type Database } from "#db/client.ts";
import { startEmbeddedPostgres, acquireDataDirLock, type EmbeddedPostgres } from "#db/embedded.ts";
import { runMigrations } from "#db/migrate.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { createAuth } from "#app/features/auth/auth.server.ts";
import { createMailer } from "#app/features/auth/mailer.server.ts";
import type { Config } from "#app/lib/config.server.ts";
import { installQueueSchema, type QueueWorker } from "#app/lib/job-queue.server.ts";
import { setServices, type Services } from "#app/lib/services.server.ts";
import { createStorage } from "#app/lib/storage/storage.server.ts";
import { CV_MAX_BYTES, CV_MESSAGES } from "#app/lib/uploads/cv.server.ts";
import { createResumableUploads, type ResumableUploads } from "#app/lib/uploads/resumable.server.ts";
import { startWorker } from "./worker.ts";

/** Local runs keep a generated secret in the data directory; production must set BETTER_AUTH_SECRET (config.server.ts). */
export function authSecret(config: Config): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const file = path.join(config.DATA_DIR, "auth-secret");
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return fs.readFileSync(file, "utf8").trim();
}

/** Resumable CV uploads, for signed-in job seekers only (the forms that take them are theirs). */
export function createCvUploads(config: Config, auth: ReturnType<typeof createAuth>): ResumableUploads {
  return createResumableUploads({
    config,
    maxBytes: CV_MAX_BYTES,
    tooLargeMessage: () => CV_MESSAGES.tooLarge,
    async ownerOf(request) {
      const session = await auth.api.getSession({ headers: request.headers });
      return session && session.user.kind !== "employer" ? session.user.id : null;
    },
  });
}

/** Auth, mail and storage on an open, migrated database, registered for loaders, actions and queue tasks. */
export function createServices(config: Config, database: Database): Services {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, "outbox"),
  });
  const secret = authSecret(config);
  const auth = createAuth({ config, database, secret });
  const storage = createStorage(config.storage);
  const resumableUploads = createCvUploads(config, auth);
  const services: Services = { config, secret, database, auth, mailer, storage, resumableUploads };
  setServices(services);
  return services;
}

export interface Running {
  services: Services;
  /** Stops the queue worker (jobs in hand finish), closes the pool, then stops the embedded Postgres if we started one. */
  close(): Promise<void>;
}

/**
 * Database (embedded or external), migrations, the queue's schema, sample data, auth and mail: everything a
 * request needs; and the queue worker unless WORKER=off (then `npm run worker` sends the mail).
 */
export async function startServices(config: Config): Promise<Running> {
  let embedded: EmbeddedPostgres | undefined;
  let releaseLock: (() => void) | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    releaseLock = acquireDataDirLock(config.DATA_DIR);
    try {
      embedded = await startEmbeddedPostgres({
        dataDir: config.DATA_DIR,
        port: config.EMBEDDED_PG_PORT,
        durable: config.EMBEDDED_PG_DURABLE,
      });
    } catch (e) {
      releaseLock();
      throw e;
    }
    url = embedded.url;
  }
  const database: Database = connectDatabase(url, config.DATABASE_POOL_SIZE);
  let worker: QueueWorker | undefined;
  let sweep: NodeJS.Timeout | undefined;
  const close = async () => {
    clearInterval(sweep);
    await worker?.stop().catch((e: Error) => console.error(`[queue] while stopping: ${e.message}`));
    await database.close().catch(() => {});
    await embedded?.stop();
    releaseLock?.();
  };
  try {
    await runMigrations(database);
    await installQueueSchema(database.pool);
    if (config.SEED_SAMPLE_DATA) await seedSampleData(database.db, { onlyIfEmpty: true });
    const services = createServices(config, database);
    if (config.WORKER === "on") worker = await startWorker(services);
    // Unfinished resumable uploads older than a day go, hourly (each instance sweeps its own or the shared bucket).
    sweep = setInterval(() => void services.resumableUploads.cleanUp().catch(() => undefined), 60 * 60 * 1000).unref();
    return { services, close };
  } catch (e) {
    await close();
    throw e;
  }
}
