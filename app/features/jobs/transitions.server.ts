import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { companyProfiles, jobs } from "#db/schema.ts";
import { recordAudit, type AuditEntry } from "#app/lib/audit.server.ts";
import { db as defaultDb } from "#app/lib/services.server.ts";
import {
  lifecycleMessages,
  type CompanyStanding,
  type LifecycleFields,
  type StoredStatus,
  type Transition,
} from "./lifecycle.ts";

export interface JobTransitionRequest {
  jobId: string;
  /** Only a job of this company (an employer's); undefined for an administrator, who acts on any job. */
  companyId?: string;
  actor: AuditEntry["actor"];
  /** The audit log's verb, e.g. "job.close", "job.approve". */
  action: string;
  /** One of lifecycle.ts's pure transitions, given the job's stored fields and its company's standing. */
  transition: (job: LifecycleFields, company: CompanyStanding, now: Date) => Transition;
  detail?: Record<string, unknown>;
  now?: Date;
  /**
   * Refuse if the job was saved after this moment: an administrator approves the version they read, never one
   * the employer changed while the moderation page was open (its `updated_at` when the page was loaded).
   */
  unchangedSince?: Date;
  /** More work in the same transaction once the change is stored (e.g. queueing the e-mail about it). */
  alsoInTransaction?: (tx: Db, job: { id: string; title: string; companyId: string; status: StoredStatus }) => Promise<void>;
}

export type JobTransitionResult =
  | { ok: true; job: LifecycleFields & { id: string; title: string; companyId: string } }
  | { ok: false; code: "NOT_FOUND" }
  | { ok: false; code: "REFUSED"; error: string };

/**
 * The one way a job changes status: in a transaction, lock the job's row (two clicks, two administrators: one
 * wins, the other sees the new status), run the pure rule, store its result and log who did it. A job of another
 * company than `companyId` is NOT_FOUND, never touched.
 */
export async function applyJobTransition(req: JobTransitionRequest, db: Db = defaultDb()): Promise<JobTransitionResult> {
  const now = req.now ?? new Date();
  return db.transaction(async (tx) => {
    const where = req.companyId ? and(eq(jobs.id, req.jobId), eq(jobs.companyId, req.companyId)) : eq(jobs.id, req.jobId);
    const [row] = await tx
      .select({
        id: jobs.id,
        title: jobs.title,
        companyId: jobs.companyId,
        status: jobs.status,
        publishedAt: jobs.publishedAt,
        applicationDeadline: jobs.applicationDeadline,
        closedAt: jobs.closedAt,
        rejectionReason: jobs.rejectionReason,
        updatedAt: jobs.updatedAt,
        verified: companyProfiles.verified,
        suspended: companyProfiles.suspended,
      })
      .from(jobs)
      .innerJoin(companyProfiles, eq(companyProfiles.organizationId, jobs.companyId))
      .where(where)
      .for("update", { of: jobs });
    if (!row) return { ok: false, code: "NOT_FOUND" } as const;
    const { id, title, companyId, verified, suspended, updatedAt, ...fields } = row;
    if (req.unchangedSince && updatedAt.getTime() !== req.unchangedSince.getTime()) {
      return { ok: false, code: "REFUSED", error: lifecycleMessages.changedSinceRead } as const;
    }
    const result = req.transition(
      { ...fields, status: fields.status as LifecycleFields["status"] },
      { verified, suspended },
      now,
    );
    if (!result.ok) return { ok: false, code: "REFUSED", error: result.error } as const;
    const next = result.job;
    await tx
      .update(jobs)
      .set({
        status: next.status,
        publishedAt: next.publishedAt,
        applicationDeadline: next.applicationDeadline,
        closedAt: next.closedAt,
        rejectionReason: next.rejectionReason,
        // The public "posted" date is the first publication.
        ...(next.publishedAt && !fields.publishedAt ? { postedAt: next.publishedAt } : {}),
        updatedAt: now,
      })
      .where(eq(jobs.id, id));
    await recordAudit(tx, {
      actor: req.actor,
      organizationId: companyId,
      action: req.action,
      targetType: "job",
      targetId: id,
      detail: { from: fields.status, to: next.status, ...req.detail },
    });
    await req.alsoInTransaction?.(tx, { id, title, companyId, status: next.status });
    return { ok: true, job: { ...next, id, title, companyId } } as const;
  });
}
