/**
 * The job form's loader and action (/employer/jobs/new and /employer/jobs/{id}/edit), and what /employer/jobs
 * shares with them. Each starts with
 * requireEmployer (signed out: to /auth; a job seeker: 403) and works only on jobs of the employer's company
 * (another company's job: 404). Owners, admins and recruiters may all work on jobs.
 */
import { data } from "react-router";
import { requireEmployer, type EmployerContext } from "#app/features/auth/public.server.ts";
import { parseSalary } from "#app/features/jobs/public.ts";
import type { JobTransitionResult } from "#app/features/jobs/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { parseForm, type FormResult } from "#app/lib/forms.ts";
import { readForm } from "#app/lib/request.server.ts";
import { jobIdFrom } from "#app/lib/job-id.ts";
import {
  dayOfDeadline,
  deadlineFromDay,
  jobContent,
  jobFormMessages,
  jobFormSchema,
  NEW_JOB_DEFAULTS,
  salaryFields,
  type JobFormDefaults,
} from "#app/features/job-posting/public.ts";
import {
  companyJob,
  createDraft,
  lookUpJobPlace,
  placeSuggestions,
  submitJob,
  updateJob,
  type StoredJob,
} from "#app/features/job-posting/public.server.ts";

export const EMPLOYER_JOBS = "/employer/jobs";

export const actorOf = (ctx: EmployerContext) => ({ id: ctx.user.id, email: ctx.user.email });

/** The toasts' titles: message functions, read in the request's language. */
export const postingTexts = {
  draftSaved: m.employer_toast_draft_saved,
  published: m.employer_toast_published,
  submitted: m.employer_toast_submitted,
  saved: m.employer_toast_saved,
  closed: m.employer_toast_closed,
  reopened: m.employer_toast_reopened,
  extended: m.employer_toast_extended,
  duplicated: m.employer_toast_duplicated,
  refused: m.employer_toast_refused,
} as const;

/** The toast of a refused or missing transition; a job of another company (or none) is a 404. */
export function refusal(result: Exclude<JobTransitionResult, { ok: true }>, back: string) {
  if (result.code === "NOT_FOUND") throw data(null, { status: 404 });
  return redirectWithToast(back, { title: postingTexts.refused(), description: result.error, variant: "error" });
}

export function submittedToast(title: string, status: string) {
  return status === "published"
    ? { title: postingTexts.published(), description: m.employer_toast_published_text({ title }) }
    : { title: postingTexts.submitted(), description: m.employer_toast_submitted_text({ title }) };
}

/* ---------- /employer/jobs/new and /employer/jobs/{id}/edit ---------- */

export interface JobFormPageData {
  job: {
    id: string;
    status: ReturnType<typeof statusOf>;
    everPublished: boolean;
    rejectionReason: string | null;
  } | null;
  defaults: JobFormDefaults;
  company: { verified: boolean; suspended: boolean };
  /** The city field's list: the largest places, or those like the stored city (the gazetteer stays on the server). */
  placeOptions: string[];
}

/** Before anything is typed, the list offers the largest places. */
const LARGEST_PLACES = 40;

function statusOf(job: Pick<StoredJob, "status" | "applicationDeadline">) {
  const expired = job.status === "published" && job.applicationDeadline && job.applicationDeadline.getTime() <= Date.now();
  return expired ? ("expired" as const) : (job.status as "draft" | "pending_review" | "published" | "closed" | "rejected");
}

/** The form's values of a stored job. */
export function formDefaults(job: StoredJob): JobFormDefaults {
  return {
    title: job.title,
    category: job.categorySlug,
    occupation: job.occupation ?? "",
    city: job.location,
    jobType: job.jobType,
    experienceLevel: job.experienceLevel,
    ...salaryFields(job.salary, parseSalary),
    description: job.description,
    requirements: job.requirements.join("\n"),
    benefits: job.benefits.join("\n"),
    skills: job.skills.join("\n"),
    germanLevel: job.germanLevel,
    englishLevel: job.englishLevel,
    visaSponsorship: job.visaSponsorship ? "yes" : "no",
    relocationSupport: job.relocationSupport ? "yes" : "no",
    deadline: job.applicationDeadline ? dayOfDeadline(job.applicationDeadline) : "",
    // The column allows "en" and "de" only (its check constraint).
    adLanguage: job.adLanguage === "de" ? "de" : "en",
  };
}

async function loadOwnJob(ctx: EmployerContext, id: string | undefined): Promise<StoredJob> {
  const jobId = jobIdFrom(id);
  const job = jobId ? await companyJob(ctx.company.companyId, jobId) : null;
  if (!job) throw data(null, { status: 404 });
  return job;
}

/** The new job form (no `id`) or the form of one of the company's jobs. */
export async function jobFormLoader(request: Request, url: URL, id?: string): Promise<JobFormPageData> {
  const ctx = await requireEmployer(request, url);
  const company = { verified: ctx.company.verified, suspended: ctx.company.suspended };
  const largest = await placeSuggestions("", undefined, LARGEST_PLACES);
  if (id === undefined) return { job: null, defaults: NEW_JOB_DEFAULTS, company, placeOptions: largest };
  const job = await loadOwnJob(ctx, id);
  const near = await placeSuggestions(job.location);
  return {
    job: { id: job.id, status: statusOf(job), everPublished: job.publishedAt !== null, rejectionReason: job.rejectionReason },
    defaults: formDefaults(job),
    company,
    placeOptions: [...new Set([...near, ...largest])],
  };
}

export interface JobFormActionData {
  result: FormResult;
  /** A city that names no place: the places it may mean, shown under the field and in its list. */
  placeSuggestions?: string[];
}

/**
 * Saves the form: "draft" keeps (or makes) the job a draft; "publish" saves and submits it (published at once
 * for a verified company, else pending review). Saving a job that is already submitted keeps its status, except
 * that a published, expired or closed job of an unverified company goes back to review (lifecycle afterEdit).
 */
export async function jobFormAction(request: Request, url: URL, id?: string) {
  const ctx = await requireEmployer(request, url);
  const existing = id === undefined ? null : await loadOwnJob(ctx, id);
  const form = await readForm(request);
  const intent = form.get("intent") === "publish" ? "publish" : "draft";
  const submission = parseForm(form, jobFormSchema());
  if (submission.status !== "success") {
    return data<JobFormActionData>({ result: submission.reply() }, { status: 400 });
  }
  const values = submission.value;
  // The city must be a place of the gazetteer (docs/decisions/161-jobs-reference-places.md).
  const place = await lookUpJobPlace(values.city);
  if (!place.ok) {
    const result = submission.reply({ fieldErrors: { city: [jobFormMessages.unknownPlace()] } });
    return data<JobFormActionData>({ result, placeSuggestions: place.suggestions }, { status: 400 });
  }
  const content = jobContent(values, place.place);
  const deadline = values.deadline ? deadlineFromDay(values.deadline) : null;
  const actor = actorOf(ctx);
  const companyId = ctx.company.companyId;

  let jobId: string;
  let status: string;
  if (!existing) {
    jobId = await createDraft({ companyId, companyName: ctx.company.name, actor, content, deadline });
    status = "draft";
  } else {
    const saved = await updateJob({ companyId, jobId: existing.id, actor, content, deadline });
    if (!saved.ok) return refusal(saved, EMPLOYER_JOBS);
    jobId = existing.id;
    status = saved.job.status;
  }

  const canSubmit = status === "draft" || status === "rejected";
  if (intent === "publish" && canSubmit) {
    const result = await submitJob({ companyId, jobId, actor, verified: ctx.company.verified });
    if (!result.ok) return refusal(result, `${EMPLOYER_JOBS}/${jobId}/edit`);
    return redirectWithToast(EMPLOYER_JOBS, submittedToast(result.job.title, result.job.status));
  }
  if (!existing) {
    return redirectWithToast(`${EMPLOYER_JOBS}/${jobId}/edit`, {
      title: postingTexts.draftSaved(),
      description: m.employer_toast_draft_saved_text({ title: content.title }),
    });
  }
  return redirectWithToast(EMPLOYER_JOBS, {
    title: postingTexts.saved(),
    description: savedDescription(content.title, existing.status, status),
  });
}

/** What saving changes did: for a job that went (back) to review, when it is shown again. */
function savedDescription(title: string, before: string, after: string): string {
  if (after !== "pending_review" || before === "pending_review") return m.employer_toast_saved_text({ title });
  if (before === "closed") return m.employer_toast_saved_review_closed({ title });
  return m.employer_toast_saved_review({ title });
}
