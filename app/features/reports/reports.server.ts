import { and, count, desc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import type { Db } from "#db/client.ts";
import { jobReports, jobs, organization } from "#db/schema.ts";
import { getUser } from "#app/features/auth/public.server.ts";
import { getJob } from "#app/features/jobs/public.server.ts";
import type { AuditEntry } from "#app/lib/audit.server.ts";
import { recordAudit } from "#app/lib/audit.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm, type FormResult } from "#app/lib/forms.ts";
import { isJobId } from "#app/lib/job-id.ts";
import { clientIp, consumeRateLimit, hashedKey } from "#app/lib/rate-limit.server.ts";
import { db } from "#app/lib/services.server.ts";
import { REPORT_WINDOW_SECONDS, REPORTS_PER_WINDOW, reportTexts, type ReportReason } from "./report-rules.ts";
import { reportSchema } from "./report-schema.ts";

/** What /job/{id}/report shows: the job's name (the form needs nothing else). */
export interface ReportPageData {
  job: { id: string; title: string; company: string };
}

export interface ReportActionData {
  result: FormResult;
  /** A message above the form (too many reports); the field messages are in `result`. */
  formError?: string;
}

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The job a visitor may report: one the public can see (published, also when closed or expired); else 404. */
async function reportableJob(jobId: string | undefined) {
  const job = isJobId(jobId) ? await getJob(jobId) : null;
  if (!job) throw data(null, { status: 404 });
  return job;
}

export async function reportPageLoader(jobId: string | undefined) {
  const job = await reportableJob(jobId);
  return data<ReportPageData>({ job: { id: job.id, title: job.title, company: job.company } }, { headers: PRIVATE });
}

/**
 * POST /job/{id}/report, signed in or not: checks the form, counts the client against the rate limit (a hash of
 * its address, never the address itself), stores the report and goes back to the job with a thank-you toast.
 */
export async function reportPageAction(request: Request, jobId: string | undefined) {
  const job = await reportableJob(jobId);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
  const submission = parseForm(form, reportSchema);
  if (submission.status !== "success") {
    return data<ReportActionData>({ result: submission.reply() }, { status: 400, headers: PRIVATE });
  }
  const limit = await consumeRateLimit(
    db(),
    `job-report:${hashedKey(clientIp(request))}`,
    REPORTS_PER_WINDOW,
    REPORT_WINDOW_SECONDS,
  );
  if (!limit.allowed) {
    return data<ReportActionData>(
      { result: submission.reply(), formError: reportTexts.rateLimited },
      { status: 429, headers: { ...PRIVATE, "Retry-After": String(limit.retryAfter) } },
    );
  }
  const user = await getUser(request);
  await storeReport({
    jobId: job.id,
    reason: submission.value.reason,
    details: submission.value.details || null,
    reporterId: user?.id ?? null,
  });
  return redirectWithToast(`/job/${encodeURIComponent(job.id)}`, { ...reportTexts.thanks, variant: "success" });
}

export async function storeReport(report: {
  jobId: string;
  reason: ReportReason;
  details: string | null;
  reporterId: string | null;
}) {
  await db().insert(jobReports).values(report);
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
  reports: { id: number; reason: ReportReason; details: string | null; createdAt: string; signedIn: boolean }[];
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
    })
    .from(jobReports)
    .innerJoin(jobs, eq(jobs.id, jobReports.jobId))
    .innerJoin(organization, eq(organization.id, jobs.companyId))
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
