import { data } from "react-router";
import type { Route } from "./+types/jobs";
import { requireEmployer } from "#app/features/auth/public.server.ts";
import {
  deadlineFromDay,
  isCalendarDay,
  jobFormMessages,
  STATUS_FILTERS,
  type StatusFilter,
} from "#app/features/job-posting/public.ts";
import {
  closeJob,
  companyJob,
  companyJobs,
  duplicateJob,
  extendJob,
  reopenJob,
  submitJob,
} from "#app/features/job-posting/public.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { jobIdFrom } from "#app/lib/job-id.ts";
import { readForm } from "#app/lib/request.server.ts";
import { actorOf, EMPLOYER_JOBS, postingTexts, refusal, submittedToast } from "./jobs.form.server.ts";

/** /employer/jobs: the company's jobs, filtered by status. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const ctx = await requireEmployer(request, url);
  const wanted = url.searchParams.get("status");
  const filter: StatusFilter = STATUS_FILTERS.some((f) => f.value === wanted) ? (wanted as StatusFilter) : "all";
  const jobs = await companyJobs(ctx.company.companyId);
  return {
    jobs,
    filter,
    company: { verified: ctx.company.verified, suspended: ctx.company.suspended },
    now: new Date().toISOString(),
  };
}

/** The small forms on each job of the list: submit, close, reopen, extend, duplicate. */
export async function action({ request, url }: Route.ActionArgs) {
  const ctx = await requireEmployer(request, url);
  const form = await readForm(request);
  const jobId = jobIdFrom(form.get("jobId"));
  const intent = form.get("intent");
  if (!jobId) throw data({ error: m.employer_jobs_unknown_job() }, { status: 400 });
  const back = `${EMPLOYER_JOBS}${url.search}`;
  const input = { companyId: ctx.company.companyId, jobId, actor: actorOf(ctx) };
  switch (intent) {
    case "submit": {
      const result = await submitJob({ ...input, verified: ctx.company.verified });
      if (!result.ok) return refusal(result, back);
      return redirectWithToast(back, submittedToast(result.job.title, result.job.status));
    }
    case "close": {
      const result = await closeJob(input);
      if (!result.ok) return refusal(result, back);
      return redirectWithToast(back, {
        title: postingTexts.closed(),
        description: m.employer_toast_closed_text({ title: result.job.title }),
      });
    }
    case "reopen": {
      const result = await reopenJob(input);
      if (!result.ok) return refusal(result, back);
      return redirectWithToast(back, {
        title: postingTexts.reopened(),
        description: m.employer_toast_reopened_text({ title: result.job.title }),
      });
    }
    case "extend": {
      const day = String(form.get("deadline") ?? "").trim();
      if (!isCalendarDay(day)) {
        if (!(await companyJob(ctx.company.companyId, jobId))) throw data(null, { status: 404 });
        return redirectWithToast(back, {
          title: postingTexts.refused(),
          description: jobFormMessages.deadline(),
          variant: "error",
        });
      }
      const result = await extendJob({ ...input, deadline: deadlineFromDay(day) });
      if (!result.ok) return refusal(result, back);
      return redirectWithToast(back, {
        title: postingTexts.extended(),
        description: m.employer_toast_extended_text({ title: result.job.title, date: formatDate(deadlineFromDay(day)) }),
      });
    }
    case "duplicate": {
      const copy = await duplicateJob(input);
      if (!copy) throw data(null, { status: 404 });
      return redirectWithToast(`${EMPLOYER_JOBS}/${copy.id}/edit`, {
        title: postingTexts.duplicated(),
        description: m.employer_toast_duplicated_text({ title: copy.title }),
      });
    }
    default:
      throw data({ error: m.employer_jobs_unknown_action() }, { status: 400 });
  }
}
