/**
 * `npm run bench:alerts`: the digest run at scale. In a throwaway embedded PostgreSQL: the sample data, 100,000
 * generated jobs and 10,000 active alerts over varied searches (half daily, half weekly, last digest a day or a
 * week ago); then one `runDueDigests` run with every digest due (the measured part is finding the jobs, rendering
 * the mails and recording each period with its queued mail; nothing is sent). Prints digests per second.
 * Options: --jobs N, --alerts N, --concurrency N.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Services } from "#app/lib/services.server.ts";

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(`Usage: npm run bench:alerts [-- --jobs N --alerts N --concurrency N]

The digest run at scale in a throwaway embedded PostgreSQL (default 100,000 jobs and 10,000 alerts, every
digest due): finds each alert's new jobs, renders its mail and queues it with its period. Prints digests per second.`);
  process.exit(0);
}

// Loaded after the usage check, so that --help answers at once.
const { sql } = await import("drizzle-orm");
const { connectDatabase } = await import("#db/client.ts");
const { freePort, startEmbeddedPostgres } = await import("#db/embedded.ts");
const { generateJobs } = await import("#db/generate-jobs.ts");
const { runMigrations } = await import("#db/migrate.ts");
const { runDueDigests } = await import("#app/features/alerts/public.server.ts");
const { seedSampleData } = await import("#app/features/jobs/seed.server.ts");
const { installQueueSchema } = await import("#app/lib/job-queue.server.ts");
const { parseConfig } = await import("#app/lib/config.server.ts");
const { setServices } = await import("#app/lib/services.server.ts");

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const JOBS = option("jobs", 100_000);
const ALERTS = option("alerts", 10_000);
const CONCURRENCY = option("concurrency", 4);

/** Searches people save: keywords, cities, categories, types, levels, salaries and their mixes. */
const SEARCHES = [
  "",
  "search=nurse",
  "search=engineer",
  "search=driver&location=berlin",
  "location=munich",
  "location=berlin,hamburg",
  "category=it",
  "category=healthcare&type=full-time",
  "category=warehouse&location=frankfurt",
  "type=part-time",
  "level=entry-level",
  "salary=40000-120000",
  "search=developer&salary=50000-120000",
  "category=hospitality&level=entry-level&type=full-time",
  "search=care&location=cologne,stuttgart",
  "category=engineering&location=munich&salary=60000-120000",
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-bench-alerts-"));
const pg = await startEmbeddedPostgres({ dataDir: dir, port: await freePort(), log: () => {} });
const database = connectDatabase(pg.url, CONCURRENCY + 1);
try {
  await runMigrations(database);
  await installQueueSchema(database.pool);
  await seedSampleData(database.db);
  let started = Date.now();
  await generateJobs(database.db, JOBS);
  await database.db.execute(sql`ANALYZE jobs`);
  console.log(`${JOBS.toLocaleString("en")} jobs generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const searches = sql.raw(`ARRAY[${SEARCHES.map((q) => `'${q}'`).join(",")}]`);
  await database.db.execute(sql`
    INSERT INTO job_alerts (id, email, query, frequency, status, created_at, confirmed_at, last_digest_at)
    SELECT gen_random_uuid()::text, 'reader' || g || '@bench.example', (${searches})[1 + g % ${SEARCHES.length}],
           CASE WHEN g % 2 = 0 THEN 'daily' ELSE 'weekly' END, 'active', now() - interval '30 days', now() - interval '30 days',
           now() - CASE WHEN g % 2 = 0 THEN interval '1 day' ELSE interval '7 days' END
    FROM generate_series(1, ${ALERTS}) AS g`);
  await database.db.execute(sql`ANALYZE job_alerts`);

  const config = parseConfig({ NODE_ENV: "test", DATA_DIR: dir, PUBLIC_URL: "https://jobs.example.com", LOG_REQUESTS: "false" });
  const services = {
    config,
    secret: "bench-secret-bench-secret-bench-secret",
    database,
  } as unknown as Services;
  setServices(services);

  started = Date.now();
  const run = await runDueDigests({ now: new Date(), db: database.db, force: true, concurrency: CONCURRENCY });
  const seconds = (Date.now() - started) / 1000;
  const [queued] = (
    await database.db.execute<{ mails: number; bytes: number }>(
      sql`SELECT count(*)::int AS mails, coalesce(avg(length(html) + length(text)), 0)::int AS bytes FROM queued_mails`,
    )
  ).rows;
  console.log(
    `${run.recorded.toLocaleString("en")} digests (${run.mailed.toLocaleString("en")} mails, ${(queued?.mails ?? 0).toLocaleString("en")} queued, ` +
      `average ${Math.round((queued?.bytes ?? 0) / 1024)} KB) over ${JOBS.toLocaleString("en")} jobs in ${seconds.toFixed(1)} s: ` +
      `${Math.round(run.recorded / seconds)} digests per second (concurrency ${CONCURRENCY}).`,
  );
} finally {
  await database.close();
  await pg.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
