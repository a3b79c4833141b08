import { data } from "react-router";
import type { Route } from "./+types/reports";
import { approveSchema, reportQueueTexts, unpublishSchema } from "#app/features/admin/public.ts";
import { actorOf, adminMails, mailManagers } from "#app/features/admin/public.server.ts";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { lifecycle } from "#app/features/jobs/public.ts";
import { applyJobTransition } from "#app/features/jobs/public.server.ts";
import { closeReports, openReportsByJob } from "#app/features/reports/public.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { readForm } from "#app/lib/request.server.ts";
import { back, invalid } from "./answers.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { jobs: await openReportsByJob() };
}

/**
 * /admin/reports: Unpublish job (through the job life cycle, audited, the employer told why; the job's open
 * reports are closed as acted on) or Dismiss (the job's open reports are closed, audited, the job stays).
 */
export async function action({ request, url }: Route.ActionArgs) {
  const admin = actorOf(await requireAdmin(request));
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "unpublish") {
    const submission = parseForm(form, unpublishSchema);
    if (submission.status !== "success") return invalid(intent, form, submission.reply());
    const { jobId, reason } = submission.value;
    // The job, its reports and the employer's mail change together: one transaction.
    let closed = 0;
    const result = await applyJobTransition({
      jobId,
      actor: admin,
      action: "job.unpublish",
      transition: (j) => lifecycle.unpublish(j, reason),
      detail: { reason, cause: "report" },
      alsoInTransaction: async (tx, job) => {
        closed = await closeReports(jobId, "actioned", admin, { reason }, tx);
        await mailManagers(tx, job.companyId, "/employer/jobs", () => adminMails.unpublished(job.title, reason));
      },
    });
    if (!result.ok) {
      return back(url, result.code === "NOT_FOUND" ? reportQueueTexts.jobGone() : reportQueueTexts.notPublished(), "error");
    }
    return back(url, reportQueueTexts.unpublished(result.job.title, closed));
  }
  if (intent === "dismiss") {
    const submission = parseForm(form, approveSchema);
    if (submission.status !== "success") throw data(null, { status: 400 });
    const closed = await closeReports(submission.value.jobId, "dismissed", admin);
    if (closed === 0) return back(url, reportQueueTexts.nothingOpen(), "error");
    return back(url, reportQueueTexts.dismissed(closed));
  }
  throw data(null, { status: 400 });
}
