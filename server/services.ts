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
import { setServices, type Services } from "#app/lib/services.server.ts";
import { createStorage } from "#app/lib/storage/storage.server.ts";

/** Local runs keep a generated secret in the data directory; production must set BETTER_AUTH_SECRET (config.server.ts). */
export function authSecret(config: Config): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const file = path.join(config.DATA_DIR, "auth-secret");
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return fs.readFileSync(file, "utf8").trim();
}

export interface Running {
  services: Services;
  /** Closes the pool, then stops the embedded Postgres if we started one. */
  close(): Promise<void>;
}

/** Database (embedded or external), migrations, sample data, auth and mail: everything a request needs. */
export async function startServices(config: Config): Promise<Running> {
  let embedded: EmbeddedPostgres | undefined;
  let releaseLock: (() => void) | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    releaseLock = acquireDataDirLock(config.DATA_DIR);
    try {
      embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
    } catch (e) {
      releaseLock();
      throw e;
    }
    url = embedded.url;
  }
  const database: Database = connectDatabase(url, config.DATABASE_POOL_SIZE);
  const close = async () => {
    await database.close().catch(() => {});
    await embedded?.stop();
    releaseLock?.();
  };
  try {
    await runMigrations(database);
    if (config.SEED_SAMPLE_DATA) await seedSampleData(database.db, { onlyIfEmpty: true });
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.DATA_DIR, "outbox"),
    });
    const secret = authSecret(config);
    const auth = createAuth({ config, database, mailer, secret });
    const storage = createStorage(config.storage);
    const services: Services = { config, secret, database, auth, mailer, storage };
    setServices(services);
    return { services, close };
  } catch (e) {
    await close();
    throw e;
  }
}
