import { data } from "react-router";
import type { Route } from "./+types/job.report";
import { getUser } from "#app/features/auth/public.server.ts";
import { getJob } from "#app/features/jobs/public.server.ts";
import { REPORT_WINDOW_SECONDS, REPORTS_PER_WINDOW, reportSchema, reportTexts } from "#app/features/reports/public.ts";
import { storeReport } from "#app/features/reports/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm, type FormResult } from "#app/lib/forms.ts";
import { isJobId } from "#app/lib/job-id.ts";
import { clientIp, consumeRateLimit, hashedKey } from "#app/lib/rate-limit.server.ts";
import { readForm } from "#app/lib/request.server.ts";
import { db } from "#app/lib/services.server.ts";

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

export async function loader({ params }: Route.LoaderArgs) {
  const job = await reportableJob(params.id);
  return data<ReportPageData>({ job: { id: job.id, title: job.title, company: job.company } }, { headers: PRIVATE });
}

/**
 * POST /job/{id}/report, signed in or not: checks the form, counts the client against the rate limit (a hash of
 * its address, never the address itself), stores the report and goes back to the job with a thank-you toast.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const job = await reportableJob(params.id);
  const submission = parseForm(await readForm(request), reportSchema);
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
      { result: submission.reply(), formError: reportTexts.rateLimited() },
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
  return redirectWithToast(`/job/${encodeURIComponent(job.id)}`, {
    title: reportTexts.thanks.title(),
    description: reportTexts.thanks.description(),
    variant: "success",
  });
}
