import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { conversationMessages, jobReports, jobs, organization } from "#db/schema.ts";
import type { AuditEntry } from "#app/lib/audit.server.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import { db } from "#app/lib/services.server.ts";
import type { ReportReason } from "./report-rules.ts";

/** Stores a report; false when it names a message that was reported already (a message is reported once). */
export async function storeReport(report: {
  jobId: string;
  reason: ReportReason;
  details: string | null;
  reporterId: string | null;
  /** A conversation's message the candidate reported (docs/decisions/192-reported-messages.md). */
  messageId?: number;
}): Promise<boolean> {
  const stored = await db().insert(jobReports).values(report).onConflictDoNothing().returning({ id: jobReports.id });
  return stored.length > 0;
}

/* ---------- The administrators' queue ---------- */

export async function openReportCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(jobReports).where(eq(jobReports.status, "open"));
  return row?.n ?? 0;
}

export interface ReportedJob {
  jobId: string;
  title: string;
  company: string;
  companyId: string;
  status: string;
  reports: {
    id: number;
    reason: ReportReason;
    details: string | null;
    createdAt: string;
    signedIn: boolean;
    /** A conversation's message the candidate reported: its text, who wrote it, and the application. */
    message: { text: string; author: string; applicationId: number; sentAt: string } | null;
  }[];
}

/** The open reports grouped by job, the job with the newest report first. */
export async function openReportsByJob(): Promise<ReportedJob[]> {
  const rows = await db()
    .select({
      id: jobReports.id,
      jobId: jobReports.jobId,
      reason: jobReports.reason,
      details: jobReports.details,
      reporterId: jobReports.reporterId,
      createdAt: jobReports.createdAt,
      title: jobs.title,
      companyId: jobs.companyId,
      company: organization.name,
      status: jobs.status,
      messageText: conversationMessages.body,
      messageAuthor: conversationMessages.authorName,
      messageApplicationId: conversationMessages.applicationId,
      messageSentAt: conversationMessages.createdAt,
    })
    .from(jobReports)
    .innerJoin(jobs, eq(jobs.id, jobReports.jobId))
    .innerJoin(organization, eq(organization.id, jobs.companyId))
    .leftJoin(conversationMessages, eq(conversationMessages.id, jobReports.messageId))
    .where(eq(jobReports.status, "open"))
    .orderBy(desc(jobReports.createdAt), desc(jobReports.id))
    .limit(500);
  const byJob = new Map<string, ReportedJob>();
  for (const r of rows) {
    let entry = byJob.get(r.jobId);
    if (!entry) {
      entry = { jobId: r.jobId, title: r.title, company: r.company, companyId: r.companyId, status: r.status, reports: [] };
      byJob.set(r.jobId, entry);
    }
    entry.reports.push({
      id: r.id,
      reason: r.reason,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
      signedIn: r.reporterId !== null,
      message:
        r.messageApplicationId !== null
          ? {
              text: r.messageText ?? "",
              author: r.messageAuthor ?? "",
              applicationId: r.messageApplicationId,
              sentAt: (r.messageSentAt ?? r.createdAt).toISOString(),
            }
          : null,
    });
  }
  return [...byJob.values()];
}

/**
 * Closes a job's open reports ("actioned": the job was unpublished; "dismissed": nothing wrong) with one audit
 * line, in one transaction. Returns how many were closed (0: none open any more, e.g. another administrator was
 * quicker).
 */
export async function closeReports(
  jobId: string,
  outcome: "actioned" | "dismissed",
  actor: AuditEntry["actor"],
  detail?: Record<string, unknown>,
  /** The transaction of the change that closes them (unpublishing the job), so both are stored or neither. */
  tx?: Db,
): Promise<number> {
  if (!tx) return db().transaction((t) => closeReports(jobId, outcome, actor, detail, t));
  const closed = await tx
    .update(jobReports)
    .set({ status: outcome, resolvedAt: sql`now()`, resolvedBy: actor.id })
    .where(and(eq(jobReports.jobId, jobId), eq(jobReports.status, "open")))
    .returning({ id: jobReports.id });
  if (closed.length === 0) return 0;
  const [job] = await tx.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, jobId));
  await recordAudit(tx, {
    actor,
    organizationId: job?.companyId ?? null,
    action: outcome === "dismissed" ? "report.dismiss" : "report.action",
    targetType: "job",
    targetId: jobId,
    detail: { reports: closed.length, ...detail },
  });
  return closed.length;
}
