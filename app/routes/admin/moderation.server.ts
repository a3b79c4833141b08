import { data } from "react-router";
import type { Route } from "./+types/moderation";
import { adminTexts, approveSchema, pageParam, rejectSchema } from "#app/features/admin/public.ts";
import { actorOf, adminMails, mailManagers, pendingJobs } from "#app/features/admin/public.server.ts";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { lifecycle } from "#app/features/jobs/public.ts";
import { applyJobTransition } from "#app/features/jobs/public.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { readForm } from "#app/lib/request.server.ts";
import { back, invalid } from "./answers.server.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = pageParam(url);
  return { ...(await pendingJobs(page)), page };
}

/** /admin/moderation: approve or reject a job pending review. */
export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "approve") {
    const submission = parseForm(form, approveSchema);
    if (submission.status !== "success") return invalid(intent, form, submission.reply());
    const { jobId, seen } = submission.value;
    const result = await applyJobTransition({
      jobId,
      actor: actorOf(admin),
      action: "job.approve",
      transition: lifecycle.approve,
      unchangedSince: seen ? new Date(seen) : undefined,
      alsoInTransaction: (tx, job) =>
        job.status === "closed"
          ? mailManagers(tx, job.companyId, "/employer/jobs?status=closed", () => adminMails.approvedClosed(job.title))
          : mailManagers(tx, job.companyId, `/job/${job.id}`, () => adminMails.approved(job.title)),
    });
    if (!result.ok) return back(url, result.code === "NOT_FOUND" ? adminTexts.jobGone() : result.error, "error");
    const closed = result.job.status === "closed";
    return back(url, closed ? adminTexts.approvedClosed(result.job.title) : adminTexts.approved(result.job.title));
  }
  if (intent === "reject") {
    const submission = parseForm(form, rejectSchema);
    if (submission.status !== "success") return invalid(intent, form, submission.reply());
    const { jobId, reason } = submission.value;
    const result = await applyJobTransition({
      jobId,
      actor: actorOf(admin),
      action: "job.reject",
      transition: (j) => lifecycle.reject(j, reason),
      detail: { reason },
      alsoInTransaction: (tx, job) =>
        mailManagers(tx, job.companyId, "/employer/jobs", () => adminMails.rejected(job.title, reason)),
    });
    if (!result.ok) return back(url, result.code === "NOT_FOUND" ? adminTexts.jobGone() : result.error, "error");
    return back(url, adminTexts.rejected(result.job.title));
  }
  throw data(null, { status: 400 });
}
