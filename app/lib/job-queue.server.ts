import { Logger, parseCronItems, run, runMigrations, runOnce, type Runner, type TaskList } from "graphile-worker";
import type pg from "pg";
import type { Db } from "#db/client.ts";

/**
 * The durable job queue on the application's PostgreSQL: graphile-worker (docs/decisions/023-durable-job-queue.md).
 * Jobs are rows in its `graphile_worker` schema, added in the transaction of the change that causes them; workers
 * take them with SKIP LOCKED, so several workers (the server's and `npm run worker`) never run one job twice.
 */

/** Any fixed number: serialises the queue's schema installation when several processes start together. */
const QUEUE_SCHEMA_LOCK_ID = 7_250_432;

/** graphile-worker's own log lines: warnings and errors only (a line per job would drown the request log). */
const logger = new Logger((scope) => (level, message) => {
  if (level === "error" || level === "warning") {
    const where = scope.taskIdentifier ? ` ${scope.taskIdentifier}` : "";
    console[level === "error" ? "error" : "warn"](`[queue${where}] ${message}`);
  }
});

/** Installs or upgrades the queue's schema; run at start-up after the Drizzle migrations (runMigrations). */
export async function installQueueSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [QUEUE_SCHEMA_LOCK_ID]);
    try {
      await runMigrations({ pgPool: pool, logger });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [QUEUE_SCHEMA_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/** What a scheduled task gets: the database and the time of its run. */
export interface ScheduledTaskContext {
  db: Db;
  now: Date;
}

/**
 * One entry of the schedule: a task name ("area.what"), how often, and what to run. Each run is one queue job:
 * a run missed while no worker was up is made up for when one starts (up to one period back), and several workers
 * schedule each run once. A failing run is retried a few times with backoff. The task itself decides what is due
 * (it must be safe to run again).
 */
export interface ScheduledTask {
  name: string;
  every: "hourly" | "daily";
  run: (context: ScheduledTaskContext) => Promise<unknown>;
}

const HOUR_MS = 3_600_000;

/** The cron line of an entry (UTC; the minute spread by name, so that tasks do not all start at once). */
export function cronOf(task: Pick<ScheduledTask, "name" | "every">): string {
  const spread = [...task.name].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 3600, 7);
  const minute = spread % 60;
  return task.every === "hourly" ? `${minute} * * * *` : `${minute} ${3 + (spread % 2)} * * *`;
}

function scheduleTasks(db: Db, schedule: readonly ScheduledTask[]): TaskList {
  return Object.fromEntries(
    schedule.map((task) => [
      task.name,
      async () => {
        await task.run({ db, now: new Date() });
      },
    ]),
  );
}

export interface QueueWorkerOptions {
  pool: pg.Pool;
  db: Db;
  /** The queue's task handlers (e.g. the mail task), by name. */
  tasks: TaskList;
  schedule?: readonly ScheduledTask[];
  /** Jobs run at once by this worker. */
  concurrency?: number;
  /** How often to look for jobs that became due (retries); new jobs are noticed at once (LISTEN/NOTIFY). */
  pollIntervalMs?: number;
}

export interface QueueWorker {
  /** Finishes the jobs in hand (new ones are not taken), then returns. */
  stop(): Promise<void>;
}

/** Starts a worker in this process. It installs no signal handlers: its owner stops it on SIGTERM. */
export async function startQueueWorker(options: QueueWorkerOptions): Promise<QueueWorker> {
  const schedule = options.schedule ?? [];
  const runner: Runner = await run({
    pgPool: options.pool,
    logger,
    concurrency: options.concurrency ?? 2,
    pollInterval: options.pollIntervalMs ?? 2_000,
    noHandleSignals: true,
    taskList: { ...options.tasks, ...scheduleTasks(options.db, schedule) },
    parsedCronItems: parseCronItems(
      schedule.map((task) => ({
        task: task.name,
        identifier: task.name,
        match: cronOf(task),
        options: { backfillPeriod: task.every === "hourly" ? HOUR_MS : 24 * HOUR_MS, maxAttempts: 5, queueName: task.name },
      })),
    ),
  });
  let stopped: Promise<void> | undefined;
  return {
    stop: () => (stopped ??= runner.stop()),
  };
}

/**
 * Runs every job that is due now, in this process, until none is left (tests and one-off commands). Jobs that
 * failed and wait for their retry stay queued.
 */
export async function runDueJobs(pool: pg.Pool, tasks: TaskList): Promise<void> {
  await runOnce({ pgPool: pool, logger, taskList: tasks, noHandleSignals: true });
}
