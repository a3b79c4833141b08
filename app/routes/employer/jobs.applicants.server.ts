import { data } from "react-router";
import type { Route } from "./+types/jobs.applicants";
import { phoneForDisplay, requireEmployer, type EmployerContext } from "#app/features/auth/public.server.ts";
import { conversationSummaries, type ConversationSummary } from "#app/features/conversations/public.server.ts";
import { effectiveStatus, JOB_STATUS_LABELS, type StoredStatus } from "#app/features/jobs/public.ts";
import { CANDIDATE_TIME_ZONE, interviewSummary, type InterviewSummary } from "#app/features/interviews/public.ts";
import { cancelInterviewOfClosedApplication, interviewsOfJob, zoneOf } from "#app/features/interviews/public.server.ts";
import { LEVEL_LABELS, RECOGNITION_LABELS } from "#app/features/profile/public.ts";
import { formatDate } from "#app/lib/dates.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { jobIdFrom } from "#app/lib/job-id.ts";
import { readForm } from "#app/lib/request.server.ts";
import {
  applicationStatusLabel,
  employerNoteSchema,
  isApplicationStatus,
  statusChangeSchema,
  type ApplicationStatus,
} from "#app/features/applications/public.ts";
import {
  applicantsOf,
  applicationIdFrom,
  changeApplicationStatus,
  companyJob,
  historiesOf,
  saveEmployerNote,
  statusCounts,
  type ApplicantProfile,
  type CompanyJob,
  type HistoryEntry,
} from "#app/features/applications/public.server.ts";

/** The loader and action of /employer/jobs/{id}/applicants (docs/product.md#applicant-pipeline). */

export interface ApplicantView {
  id: number;
  name: string;
  email: string;
  phone: string;
  status: string;
  note: string | null;
  appliedAt: string;
  statusChangedAt: string;
  history: HistoryEntry[];
  coverNote: string | null;
  /** The CV's file name when one was sent (downloaded from /employer/applications/{id}/cv). */
  cvFileName: string | null;
  /** The conversation with the candidate: its size and whether the company has a message unread (issue 29). */
  conversation: ConversationSummary | null;
  /** The profile summary, as label and text pairs ("German", "B1 (intermediate)"), and the skills. */
  profile: { headline: string; facts: [string, string][]; skills: string[] } | null;
}

/** The card's profile summary in the site's words; facts the candidate did not state are left out. */
function profileSummary(p: ApplicantProfile | null): ApplicantView["profile"] {
  if (!p) return null;
  const level = (l: string | null) => (l ? (LEVEL_LABELS[l as keyof typeof LEVEL_LABELS] ?? l) : null);
  const place = [p.currentCity, p.currentCountry].filter(Boolean).join(", ");
  const facts: [string, string | null][] = [
    [m.pipeline_applicants_fact_german(), level(p.germanLevel)],
    [m.pipeline_applicants_fact_english(), level(p.englishLevel)],
    [
      m.pipeline_applicants_fact_recognition(),
      p.recognitionStatus ? (RECOGNITION_LABELS[p.recognitionStatus as keyof typeof RECOGNITION_LABELS] ?? null) : null,
    ],
    [m.pipeline_applicants_fact_lives(), place || null],
    [m.pipeline_applicants_fact_available(), p.availableFrom ? formatDate(p.availableFrom) : null],
  ];
  return {
    headline: p.headline,
    facts: facts.filter((f): f is [string, string] => f[1] !== null),
    skills: p.skills,
  };
}

export interface ApplicantsPageData {
  job: { id: string; title: string; statusLabel: string };
  /** The chosen status filter, null for all. */
  filter: ApplicationStatus | null;
  counts: Record<ApplicationStatus, number>;
  total: number;
  applicants: ApplicantView[];
  /** Each application's interview line, by application id (issue 29). */
  interviews?: Record<number, InterviewSummary>;
}

export interface ApplicantsActionData {
  applicationId: number | null;
  form: "status" | "note" | null;
  error: string;
}

/** Read in the request's language when used (getters and functions). */
export const applicantsTexts = {
  get statusChanged() {
    return m.pipeline_applicants_status_changed();
  },
  statusChangedText: (name: string, status: string, mailed: boolean) =>
    mailed
      ? m.pipeline_applicants_status_changed_mailed({ name, status })
      : m.pipeline_applicants_status_changed_text({ name, status }),
  get noteSaved() {
    return m.pipeline_applicants_note_saved();
  },
  get noteSavedText() {
    return m.pipeline_applicants_note_saved_text();
  },
  get badRequest() {
    return m.shared_form_unreadable();
  },
};

/** `?status=` as a filter: one of the statuses, else no filter (an unknown value shows every application). */
export function statusFilterFrom(url: URL): ApplicationStatus | null {
  const value = url.searchParams.get("status");
  return isApplicationStatus(value) ? value : null;
}

const notFound = () => data(null, { status: 404 });

/** The employer, and the job of their company named by the route's `id`; anything else is a 404. */
export async function employerJob(
  request: Request,
  url: URL,
  idParam: string | undefined,
): Promise<[EmployerContext, CompanyJob]> {
  const ctx = await requireEmployer(request, url);
  const jobId = jobIdFrom(idParam);
  const job = jobId ? await companyJob(ctx.company.companyId, jobId) : null;
  if (!job) throw notFound();
  return [ctx, job];
}

export async function loader({ request, url, params }: Route.LoaderArgs): Promise<ApplicantsPageData> {
  const [ctx, job] = await employerJob(request, url, params.id);
  const filter = statusFilterFrom(url);
  const [rows, counts, stored, zone] = await Promise.all([
    applicantsOf(job.id, filter),
    statusCounts(job.id),
    interviewsOfJob(job.id),
    zoneOf(ctx.user.id, "organizer"),
  ]);
  const now = new Date();
  const interviews: Record<number, InterviewSummary> = {};
  for (const [id, i] of stored) interviews[id] = interviewSummary(i, "employer", now, { own: zone, other: CANDIDATE_TIME_ZONE });
  const [histories, conversations] = await Promise.all([
    historiesOf(rows),
    conversationSummaries(
      "employer",
      rows.map((r) => r.id),
    ),
  ]);
  const status = effectiveStatus(
    { status: job.status as StoredStatus, applicationDeadline: job.applicationDeadline },
    new Date(),
  );
  return {
    job: { id: job.id, title: job.title, statusLabel: JOB_STATUS_LABELS[status]() },
    filter,
    counts,
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    interviews,
    applicants: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      // Stored as E.164 (the tel: link's form); read in groups.
      phone: r.phone && phoneForDisplay(r.phone),
      status: r.status,
      note: r.note,
      appliedAt: r.appliedAt.toISOString(),
      statusChangedAt: r.statusChangedAt.toISOString(),
      history: histories.get(r.id) ?? [],
      coverNote: r.coverNote,
      cvFileName: r.cvFileName,
      conversation: conversations.get(r.id) ?? null,
      profile: profileSummary(r.profile),
    })),
  };
}

const refused = (body: ApplicantsActionData, status: number) => data<ApplicantsActionData>(body, { status });

/** The card shows one message under its form: the first of the submission's. */
const firstError = (errors: Record<string, string[] | null> | null | undefined) =>
  Object.values(errors ?? {}).flatMap((e) => e ?? [])[0] ?? applicantsTexts.badRequest;

/** The two forms of each application: a status change (with its e-mail) and the private note. */
export async function action({ request, url, params }: Route.ActionArgs) {
  const [{ user, company }, job] = await employerJob(request, url, params.id);
  const form = await readForm(request);
  const intent = form.get("intent");
  const applicationId = applicationIdFrom(form.get("applicationId"));
  if (!applicationId || (intent !== "status" && intent !== "note")) {
    return refused({ applicationId, form: null, error: applicantsTexts.badRequest }, 400);
  }
  const scope = {
    companyId: company.companyId,
    jobId: job.id,
    applicationId,
    actor: { id: user.id, email: user.email },
  };
  // Back to the same list, filter included.
  const back = url.pathname + url.search;

  if (intent === "status") {
    // A message that cannot be sent (too long, control characters) is bad input: 400 before anything is locked.
    const submission = parseForm(form, statusChangeSchema);
    if (submission.status !== "success") {
      return refused({ applicationId, form: "status", error: firstError(submission.error) }, 400);
    }
    const { status, message } = submission.value;
    const result = await changeApplicationStatus({ ...scope, next: status, message: message ?? null });
    if (!result.ok) {
      if (result.code === "NOT_FOUND") throw notFound();
      return refused({ applicationId, form: "status", error: result.error }, 409);
    }
    // A rejected candidate's interview goes with the application (calendars told, reminders taken back).
    if (result.status === "rejected") {
      await cancelInterviewOfClosedApplication({ by: "employer", companyId: company.companyId, applicationId });
    }
    const label = applicationStatusLabel(result.status);
    return redirectWithToast(back, {
      title: applicantsTexts.statusChanged,
      description: applicantsTexts.statusChangedText(result.candidate.name, label, result.mailed),
    });
  }

  const submission = parseForm(form, employerNoteSchema);
  if (submission.status !== "success") {
    return refused({ applicationId, form: "note", error: firstError(submission.error) }, 400);
  }
  const result = await saveEmployerNote({ ...scope, note: submission.value.note ?? null });
  if (!result.ok) {
    if (result.code === "NOT_FOUND") throw notFound();
    return refused({ applicationId, form: "note", error: result.error }, 400);
  }
  return redirectWithToast(back, { title: applicantsTexts.noteSaved, description: applicantsTexts.noteSavedText });
}
