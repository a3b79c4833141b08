import { data } from "react-router";
import type { Route } from "./+types/jobs";
import { adminTexts, pageParam, searchParam, unpublishSchema } from "#app/features/admin/public.ts";
import { actorOf, adminMails, mailManagers, publishedJobs } from "#app/features/admin/public.server.ts";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { lifecycle } from "#app/features/jobs/public.ts";
import { applyJobTransition } from "#app/features/jobs/public.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { readForm } from "#app/lib/request.server.ts";
import { back, invalid } from "./answers.server.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = searchParam(url);
  const page = pageParam(url);
  return { ...(await publishedJobs(q, page)), q, page };
}

/** /admin/jobs: unpublish a published job, with a reason for the employer. */
export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "unpublish") throw data(null, { status: 400 });
  const submission = parseForm(form, unpublishSchema);
  if (submission.status !== "success") return invalid(intent, form, submission.reply());
  const { jobId, reason } = submission.value;
  const result = await applyJobTransition({
    jobId,
    actor: actorOf(admin),
    action: "job.unpublish",
    transition: (j) => lifecycle.unpublish(j, reason),
    detail: { reason },
    alsoInTransaction: (tx, job) =>
      mailManagers(tx, job.companyId, "/employer/jobs", () => adminMails.unpublished(job.title, reason)),
  });
  if (!result.ok) return back(url, result.code === "NOT_FOUND" ? adminTexts.jobGone() : result.error, "error");
  return back(url, adminTexts.unpublished(result.job.title));
}
