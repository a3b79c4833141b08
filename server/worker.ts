import type { TaskList } from "graphile-worker";
import { deliverQueuedMail, MAIL_TASK } from "#app/lib/mail-queue.server.ts";
import { runDueJobs, startQueueWorker, type QueueWorker, type ScheduledTask } from "#app/lib/job-queue.server.ts";
import type { Services } from "#app/lib/services.server.ts";
import { SCHEDULE } from "./schedule.ts";

/** The queue's task handlers: sending a queued mail through the configured mailer (SMTP or the outbox folder). */
export function queueTasks(services: Services): TaskList {
  return {
    [MAIL_TASK]: async (payload, helpers) => {
      const { id } = payload as { id: number };
      await deliverQueuedMail(services.database.db, (mail) => services.mailer.send(mail), {
        id,
        attempt: helpers.job.attempts,
        maxAttempts: helpers.job.max_attempts,
      });
    },
  };
}

/** Starts the queue worker with the mail task and the schedule (in the server, or in `npm run worker`). */
export function startWorker(
  services: Services,
  options: { schedule?: readonly ScheduledTask[]; pollIntervalMs?: number } = {},
): Promise<QueueWorker> {
  return startQueueWorker({
    pool: services.database.pool,
    db: services.database.db,
    tasks: queueTasks(services),
    schedule: options.schedule ?? SCHEDULE,
    pollIntervalMs: options.pollIntervalMs,
  });
}

/** Sends every mail that is due now, in this process, until none is left (tests, one-off commands). */
export function deliverDueMail(services: Services): Promise<void> {
  return runDueJobs(services.database.pool, queueTasks(services));
}
