/**
 * `npm run worker`: the queue worker (e-mail, scheduled work) as a process of its own, next to servers started
 * with WORKER=off (or with their own workers: several workers never send the same mail twice).
 */
import type { ScriptServices } from "./script-database.ts";

const USAGE = `Usage: npm run worker

Sends the queued e-mail and runs the scheduled work (closing jobs past their deadline, deleting accounts never
verified and expired tokens) until stopped with SIGTERM or Ctrl-C; jobs in hand are finished first.

Database: DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR (default ./data): the one of a
server running on that folder, or one started for the worker and stopped with it.
Mail: SMTP_URL when set; otherwise files in DATA_DIR/outbox.`;

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}

// Loaded after the usage check, so that --help answers at once.
const { startWorker } = await import("../server/worker.ts");
const { openScriptServices, scriptConfig } = await import("./script-database.ts");

const config = scriptConfig();
let opened: ScriptServices;
try {
  opened = await openScriptServices(config, "the worker");
} catch (e) {
  console.error(`Could not prepare the database: ${(e as Error).message}`);
  process.exit(1);
}
const worker = await startWorker(opened.services);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing the jobs in hand, then stopping`);
  void worker
    .stop()
    .then(() => opened.close())
    .then(() => {
      console.log("Worker stopped cleanly");
      process.exit(0);
    });
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
// Announced once a signal stops it cleanly: whoever waits for this line may stop it at once.
console.log("Worker started: sending queued e-mail and running the schedule");
