import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectDatabase } from "#db/client.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "#db/embedded.ts";
import { runMigrations } from "#db/migrate.ts";
import { installQueueSchema } from "#app/lib/job-queue.server.ts";

export const TEMPLATE_DB = "pearlbridge_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run (the embedded server in a temporary folder, or TEST_DATABASE_URL), with a
 * migrated template database (the queue's schema included); each test file clones its own database from it (tests/support/database.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let tmp: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-test-pg-"));
    embedded = await startEmbeddedPostgres({ dataDir: tmp, port: 0, log: () => {}, durable: false });
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const database = connectDatabase(templateUrl.toString(), 2);
  await runMigrations(database);
  await installQueueSchema(database.pool);
  await database.close();

  project.provide("adminDatabaseUrl", adminUrl);
  project.provide("templateDatabase", TEMPLATE_DB);

  return async () => {
    await embedded?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}
