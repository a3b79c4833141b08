/**
 * An employer's jobs in the database (docs/product.md#posting-jobs). Every query is scoped to the employer's
 * company: a job of another company is not found, never read or changed. Status changes go through
 * applyJobTransition (the jobs feature), which locks the row, applies the life-cycle rule and logs the action.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { jobApplications, jobs, jobViews } from "#db/schema.ts";
import { applyJobTransition, companyJob, type JobTransitionResult } from "#app/features/jobs/public.server.ts";
import { effectiveStatus, lifecycle, type StoredStatus } from "#app/features/jobs/public.ts";
import { recordAudit, type AuditEntry } from "#app/lib/audit.server.ts";
import { db as defaultDb } from "#app/lib/services.server.ts";
import type { JobContent } from "./job-form.ts";
import type { CompanyJobRow } from "./types.ts";

export type Actor = AuditEntry["actor"];

/** A new job's id: the shape the public routes accept (app/lib/job-id.ts), random so ids reveal no count. */
export function newJobId(): string {
  return `pb-${randomBytes(5).toString("hex")}`;
}

/** The company's jobs, every status, most recently changed first, with applicant and page-view counts. */
export async function companyJobs(companyId: string, now: Date = new Date(), db: Db = defaultDb()): Promise<CompanyJobRow[]> {
  const applicants = db
    .select({ jobId: jobApplications.jobId, count: sql<number>`count(*)::int`.as("count") })
    .from(jobApplications)
    .groupBy(jobApplications.jobId)
    .as("applicants");
  const views = db
    .select({ jobId: jobViews.jobId, total: sql<number>`sum(${jobViews.views})::int`.as("total") })
    .from(jobViews)
    .groupBy(jobViews.jobId)
    .as("views");
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      location: jobs.location,
      status: jobs.status,
      publishedAt: jobs.publishedAt,
      applicationDeadline: jobs.applicationDeadline,
      rejectionReason: jobs.rejectionReason,
      closedAt: jobs.closedAt,
      updatedAt: jobs.updatedAt,
      applicants: sql<number>`coalesce(${applicants.count}, 0)`,
      views: sql<number>`coalesce(${views.total}, 0)`,
    })
    .from(jobs)
    .leftJoin(applicants, eq(applicants.jobId, jobs.id))
    .leftJoin(views, eq(views.jobId, jobs.id))
    .where(eq(jobs.companyId, companyId))
    .orderBy(desc(jobs.updatedAt), jobs.id)
    .limit(500);
  return rows.map((r) => {
    const storedStatus = r.status as StoredStatus;
    return {
      id: r.id,
      title: r.title,
      location: r.location,
      storedStatus,
      status: effectiveStatus({ status: storedStatus, applicationDeadline: r.applicationDeadline }, now),
      publishedAt: r.publishedAt?.toISOString() ?? null,
      applicationDeadline: r.applicationDeadline?.toISOString() ?? null,
      latestDeadline: r.publishedAt ? lifecycle.latestDeadline(r.publishedAt).toISOString() : null,
      rejectionReason: r.rejectionReason,
      closedAt: r.closedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
      applicants: Number(r.applicants),
      views: Number(r.views),
    };
  });
}

/** One job of the company, all its columns; null when it does not exist or belongs to another company. */
export { companyJob };

export type StoredJob = NonNullable<Awaited<ReturnType<typeof companyJob>>>;

/** Stores a new draft of the company's and logs job.create. */
export async function createDraft(
  input: { companyId: string; companyName: string; actor: Actor; content: JobContent; deadline: Date | null },
  db: Db = defaultDb(),
): Promise<string> {
  const id = newJobId();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(jobs).values({
      id,
      companyId: input.companyId,
      company: input.companyName,
      ...input.content,
      // The public "posted" date becomes the first publication (applyJobTransition sets it).
      postedAt: now,
      ...lifecycle.duplicate(),
      applicationDeadline: input.deadline,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actor: input.actor,
      organizationId: input.companyId,
      action: "job.create",
      targetType: "job",
      targetId: id,
      detail: { title: input.content.title },
    });
  });
  return id;
}

/**
 * Saves the form's changes to a job of the company and logs job.update; a published, expired or closed job of
 * an unverified company goes back to review (lifecycle afterEdit). The deadline is only taken for a job never
 * published: a published one changes its deadline by an extension.
 */
export async function updateJob(
  input: { companyId: string; jobId: string; actor: Actor; content: JobContent; deadline: Date | null },
  db: Db = defaultDb(),
): Promise<JobTransitionResult> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [changed] = await tx
      .update(jobs)
      .set({ ...input.content, updatedAt: now })
      .where(and(eq(jobs.id, input.jobId), eq(jobs.companyId, input.companyId)))
      .returning({ id: jobs.id, publishedAt: jobs.publishedAt });
    if (!changed) return { ok: false, code: "NOT_FOUND" } as const;
    if (!changed.publishedAt) {
      await tx.update(jobs).set({ applicationDeadline: input.deadline }).where(eq(jobs.id, input.jobId));
    }
    // The status change (if any) and the log line, in the same transaction as the new texts.
    return applyJobTransition(
      {
        jobId: input.jobId,
        companyId: input.companyId,
        actor: input.actor,
        action: "job.update",
        transition: (job, company) => ({ ok: true, job: lifecycle.afterEdit(job, company) }),
        now,
      },
      tx as unknown as Db,
    );
  });
}

/** Submits a draft or rejected job: published at once for a verified company, else pending review. */
export function submitJob(input: { companyId: string; jobId: string; actor: Actor; verified: boolean }, db: Db = defaultDb()) {
  return applyJobTransition(
    {
      jobId: input.jobId,
      companyId: input.companyId,
      actor: input.actor,
      action: "job.submit",
      transition: lifecycle.submit,
      detail: { result: input.verified ? "published" : "pending" },
    },
    db,
  );
}

export function closeJob(input: { companyId: string; jobId: string; actor: Actor }, db: Db = defaultDb()) {
  return applyJobTransition({ ...input, action: "job.close", transition: (job, _c, now) => lifecycle.close(job, now) }, db);
}

export function reopenJob(input: { companyId: string; jobId: string; actor: Actor }, db: Db = defaultDb()) {
  return applyJobTransition({ ...input, action: "job.reopen", transition: lifecycle.reopen }, db);
}

export function extendJob(input: { companyId: string; jobId: string; actor: Actor; deadline: Date }, db: Db = defaultDb()) {
  const { deadline, ...rest } = input;
  return applyJobTransition(
    {
      ...rest,
      action: "job.extend",
      transition: (job, _c, now) => lifecycle.extendDeadline(job, deadline, now),
      detail: { deadline: deadline.toISOString() },
    },
    db,
  );
}

/** A copy of a job of the company as a new draft (same texts and facts, never published); null if not found. */
export async function duplicateJob(
  input: { companyId: string; jobId: string; actor: Actor },
  db: Db = defaultDb(),
): Promise<{ id: string; title: string } | null> {
  return db.transaction(async (tx) => {
    const source = await companyJob(input.companyId, input.jobId, tx);
    if (!source) return null;
    const id = newJobId();
    const now = new Date();
    // Everything but the identity, the life cycle and the generated search column.
    const { id: _id, searchVector: _s, isFeatured: _f, createdAt: _c, updatedAt: _u, postedAt: _p, ...content } = source;
    await tx.insert(jobs).values({
      ...content,
      ...lifecycle.duplicate(),
      id,
      postedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actor: input.actor,
      organizationId: input.companyId,
      action: "job.duplicate",
      targetType: "job",
      targetId: id,
      detail: { from: source.id },
    });
    return { id, title: source.title };
  });
}
