import { runDueDigests } from "#app/features/alerts/public.server.ts";
import { closeExpiredJobs, deleteExpiredTokens, deleteUnverifiedAccounts } from "#app/features/maintenance/maintenance.server.ts";
import type { ScheduledTask } from "#app/lib/job-queue.server.ts";
import { services } from "#app/lib/services.server.ts";

/**
 * The scheduled work, run by the queue's workers (docs/decisions/083-queue-layers-and-schedule.md). Adding a task is one
 * entry: a name, "hourly" or "daily", and a function that decides itself what is due and is safe to run again.
 */
export const SCHEDULE: readonly ScheduledTask[] = [
  // Job-alert digests: every hour, the run itself sends what is due (from DIGEST_HOUR in DIGEST_TIME_ZONE).
  { name: "alerts.digests", every: "hourly", run: ({ db, now }) => runDueDigests({ db, now }) },
  { name: "jobs.close-expired", every: "hourly", run: ({ db, now }) => closeExpiredJobs(db, now) },
  { name: "accounts.delete-unverified", every: "daily", run: ({ db, now }) => deleteUnverifiedAccounts(db, now) },
  {
    name: "maintenance.delete-expired",
    every: "daily",
    run: ({ db, now }) => deleteExpiredTokens(db, now, longestRateLimitWindow()),
  },
];

/** Rate-limit counters older than the longest configured window count for nothing any more. */
function longestRateLimitWindow(): number {
  const c = services().config;
  return Math.max(
    c.RATE_LIMIT_ACCOUNT_SIGN_IN_WINDOW_SECONDS,
    c.RATE_LIMIT_MAIL_WINDOW_SECONDS,
    c.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS,
    c.RATE_LIMIT_FORM_WINDOW_SECONDS,
    // Better Auth's own default window.
    60,
  );
}
