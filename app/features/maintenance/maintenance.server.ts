import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { appRateLimits, jobs, member, organization, queuedMails, rateLimit, session, user, verification } from "#db/schema.ts";
import { lifecycle } from "#app/features/jobs/public.ts";
import { applyJobTransition } from "#app/features/jobs/public.server.ts";

/**
 * The scheduled clean-up work (docs/product.md#e-mail-delivery-and-scheduled-work): each task is safe to run again
 * and decides itself what is due at `now`, so a run made up after a restart, or run twice, changes nothing more.
 */

/** Who the audit log names for what the schedule does. */
export const SCHEDULE_ACTOR = { id: null, email: "scheduled task" } as const;

/** Accounts whose address was never confirmed are deleted this long after registering. */
export const UNVERIFIED_ACCOUNT_DAYS = 7;

/** Sent mails' rows (subject and recipient, the bodies are gone) are kept this long, then deleted. */
export const SENT_MAIL_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * Closes every published job whose application deadline has passed, through the job life cycle: each with its
 * audit line ("job.close", cause "deadline"). Returns how many were closed.
 */
export async function closeExpiredJobs(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, "published"), lt(jobs.applicationDeadline, now)));
  let closed = 0;
  for (const job of due) {
    const result = await applyJobTransition(
      {
        jobId: job.id,
        actor: SCHEDULE_ACTOR,
        action: "job.close",
        // Checked again on the locked row: an employer may have extended the deadline meanwhile.
        transition: (j, _company, at) =>
          lifecycle.isExpired(j, at) ? lifecycle.close(j, at) : { ok: false, error: "The deadline has not passed." },
        detail: { cause: "deadline" },
        now,
      },
      db,
    );
    if (result.ok) closed += 1;
  }
  return closed;
}

/**
 * Deletes the accounts (job seekers and employers) whose address was never confirmed within 7 days, with the
 * companies an unconfirmed employer created: those whose only members are such accounts and that have no job
 * (an unconfirmed account cannot sign in, so it posted none). Sessions, memberships, invitations and profiles go
 * with them (foreign keys). Returns how many accounts were deleted.
 */
export async function deleteUnverifiedAccounts(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNVERIFIED_ACCOUNT_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.emailVerified, false), lt(user.createdAt, before)))
      .for("update");
    if (stale.length === 0) return 0;
    const ids = stale.map((u) => u.id);
    const companies = await tx
      .selectDistinct({ id: member.organizationId })
      .from(member)
      .where(
        and(
          inArray(member.userId, ids),
          sql`NOT EXISTS (SELECT 1 FROM ${member} other WHERE other.organization_id = ${member.organizationId}
                AND other.user_id NOT IN (${sql.join(
                  ids.map((id) => sql`${id}`),
                  sql`, `,
                )}))`,
          sql`NOT EXISTS (SELECT 1 FROM ${jobs} WHERE ${jobs.companyId} = ${member.organizationId})`,
        ),
      );
    if (companies.length > 0) {
      await tx.delete(organization).where(
        inArray(
          organization.id,
          companies.map((c) => c.id),
        ),
      );
    }
    await tx.delete(user).where(inArray(user.id, ids));
    return ids.length;
  });
}

/**
 * Deletes what has run out: verification and reset tokens past their expiry, expired sessions, Better Auth's
 * rate-limit counters older than its longest window (`rateLimitWindowSeconds`), our own counters whose window
 * ended, and the rows of mails sent over 30 days ago.
 */
export async function deleteExpiredTokens(
  db: Db,
  now: Date,
  rateLimitWindowSeconds: number,
): Promise<{ tokens: number; sessions: number; rateLimits: number; sentMails: number }> {
  const tokens = await db.delete(verification).where(lt(verification.expiresAt, now)).returning({ id: verification.id });
  const sessions = await db.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id });
  const rateLimits = await db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, now.getTime() - rateLimitWindowSeconds * 1000))
    .returning({ id: rateLimit.id });
  const appCounters = await db
    .delete(appRateLimits)
    .where(lt(appRateLimits.expiresAt, now.getTime()))
    .returning({ key: appRateLimits.key });
  const sentMails = await db
    .delete(queuedMails)
    .where(and(eq(queuedMails.status, "sent"), lt(queuedMails.sentAt, new Date(now.getTime() - SENT_MAIL_DAYS * DAY_MS))))
    .returning({ id: queuedMails.id });
  return {
    tokens: tokens.length,
    sessions: sessions.length,
    rateLimits: rateLimits.length + appCounters.length,
    sentMails: sentMails.length,
  };
}
