/**
 * `npm run alerts` sends the job-alert digests that are due (what the hourly schedule does);
 * `npm run alerts -- --now` sends every daily and weekly digest of the current period at once, whatever the hour.
 * Works while the server runs on the same data (it uses the server's embedded PostgreSQL).
 */
import type { ScriptServices } from "./script-database.ts";

const USAGE = `Usage: npm run alerts [-- --now]

Sends the job-alert digests that are due: daily alerts once per day from DIGEST_HOUR (default 7) in
DIGEST_TIME_ZONE (default Africa/Kampala), weekly alerts once per ISO week from Monday at that hour.
--now  sends the digests of the current day and week at once, whatever the hour.
Each alert's period is recorded with its mail, so running it again (or after a crash) sends nothing twice.

Database: DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR (default ./data): the one of a
server running on that folder, or one started for the command and stopped afterwards.`;

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}

// Loaded after the usage check, so that --help answers at once.
const { runDueDigests } = await import("#app/features/alerts/public.server.ts");
const { deliverDueMail } = await import("../server/worker.ts");
const { openScriptServices, scriptConfig } = await import("./script-database.ts");
if (args.some((a) => a !== "--now")) {
  console.error(USAGE);
  process.exit(2);
}

const config = scriptConfig();
let opened: ScriptServices | undefined;
let exitCode = 0;
try {
  opened = await openScriptServices(config, "the digests");
  const { services } = opened;
  const started = Date.now();
  const run = await runDueDigests({ now: new Date(), db: services.database.db, force: args.includes("--now"), concurrency: 2 });
  // The digests are queued with their periods; send them now rather than waiting for a worker (a running
  // server's worker may take some of them: the queue hands each mail to one worker only).
  await deliverDueMail(services);
  console.log(
    `Digests: ${run.recorded} due, ${run.mailed} sent, ${run.recorded - run.mailed} without new jobs (${Date.now() - started} ms).`,
  );
} catch (e) {
  console.error(`The command failed: ${(e as Error).message}`);
  exitCode = 1;
}
await opened?.close();
process.exit(exitCode);
