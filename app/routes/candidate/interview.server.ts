import { data } from "react-router";
import type { Route } from "./+types/interview";
import { requireUser } from "#app/features/auth/public.server.ts";
import { applicationIdFrom } from "#app/features/applications/public.server.ts";
import {
  bookSchema,
  bothTimes,
  candidateCan,
  interviewAllowedFor,
  interviewTexts,
  reasonSchema,
  zoneSchema,
} from "#app/features/interviews/public.ts";
import {
  askOtherTimes,
  bookSlot,
  cancelInterview,
  candidateApplication,
  currentInterview,
  saveZone,
  zoneOf,
  type InterviewResult,
} from "#app/features/interviews/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { parseForm } from "#app/lib/forms.ts";
import { readForm } from "#app/lib/request.server.ts";

/** The loader and action of /applications/{id}/interview: the candidate's side of an interview (issue 29). */

export interface CandidateSlotView {
  id: number;
  /** "Tuesday 31 March 2026, 10:00 Kampala time (UTC+3) · 09:00 Berlin time (UTC+2), 45 minutes". */
  text: string;
  videoUrl: string | null;
  address: string | null;
  past: boolean;
}

export interface CandidateInterviewData {
  application: { id: number; jobId: string; jobTitle: string; company: string };
  zone: string;
  interview: {
    status: string;
    note: string | null;
    candidateNote: string | null;
    reason: string | null;
    changedBy: string | null;
    organizerName: string;
    /** The booked time as the candidate reads it. */
    when: string | null;
    videoUrl: string | null;
    address: string | null;
    slots: CandidateSlotView[];
    can: { book: boolean; askOtherTimes: boolean; cancel: boolean };
  } | null;
}

export interface CandidateInterviewActionData {
  form: "zone" | "book" | "other-times" | "cancel";
  error: string;
  reason?: string;
}

const notFound = () => data(null, { status: 404 });

async function ownApplication(request: Request, url: URL, idParam: string | undefined) {
  const user = await requireUser(request, url);
  const id = applicationIdFrom(idParam);
  const app = id ? await candidateApplication(user.id, id) : null;
  if (!app) throw notFound();
  return { user, app };
}

export async function loader({ request, url, params }: Route.LoaderArgs): Promise<CandidateInterviewData> {
  const { user, app } = await ownApplication(request, url, params.id);
  const [zone, interview] = await Promise.all([zoneOf(user.id, "candidate"), currentInterview(app.id)]);
  const now = new Date();
  const state = interview && { status: interview.status, endsAt: interview.end };
  const when = (start: Date, end: Date) =>
    m.pipeline_iv_with_minutes({
      when: bothTimes(start, zone, interview?.organizerZone).text,
      minutes: formatNumber(Math.round((end.getTime() - start.getTime()) / 60_000)),
    });
  return {
    application: { id: app.id, jobId: app.jobId, jobTitle: app.jobTitle, company: app.company },
    zone,
    interview:
      interview && state
        ? {
            status: interview.status,
            note: interview.note,
            candidateNote: interview.candidateNote,
            reason: interview.reason,
            changedBy: interview.changedBy,
            organizerName: interview.organizerName,
            when: interview.start && interview.end ? when(interview.start, interview.end) : null,
            videoUrl: interview.videoUrl,
            address: interview.address,
            slots: interview.slots.map((s) => ({
              id: s.id,
              text: when(s.start, s.end),
              videoUrl: s.videoUrl,
              address: s.address,
              past: s.start <= now,
            })),
            can: {
              book: candidateCan.book(state) && interviewAllowedFor(app.status),
              askOtherTimes: candidateCan.askOtherTimes(state, now),
              cancel: candidateCan.cancel(state, now),
            },
          }
        : null,
  };
}

const refused = (body: CandidateInterviewActionData, status: number) => data<CandidateInterviewActionData>(body, { status });

const firstError = (errors: Record<string, string[] | null> | null | undefined) =>
  Object.values(errors ?? {}).flatMap((e) => e ?? [])[0] ?? interviewTexts.badRequest;

/** Read when the toast is sent, in the request's language. */
export const candidateToasts = {
  get booked() {
    return { title: m.pipeline_iv_summary_booked(), description: m.pipeline_iv_c_toast_booked_text() };
  },
  get otherTimes() {
    return { title: m.pipeline_iv_c_toast_other(), description: m.pipeline_iv_c_toast_other_text() };
  },
  get cancelled() {
    return { title: m.pipeline_iv_summary_cancelled(), description: m.pipeline_iv_c_toast_cancelled_text() };
  },
};

/** The outcome of a change: a redirect with a toast, the form's message, or a 404. */
function answer(
  result: InterviewResult,
  form: CandidateInterviewActionData["form"],
  back: string,
  toast: { title: string; description: string },
  reason?: string,
) {
  if (result.ok) return redirectWithToast(back, toast);
  if (result.code === "NOT_FOUND") throw notFound();
  const error = result.code === "INVALID" ? (result.errors[0]?.message ?? interviewTexts.badRequest) : result.error;
  return refused({ form, error, reason }, 409);
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const { user, app } = await ownApplication(request, url, params.id);
  const form = await readForm(request);
  const intent = form.get("intent");
  const back = url.pathname;

  if (intent === "zone") {
    const submission = parseForm(form, zoneSchema);
    if (submission.status !== "success") return refused({ form: "zone", error: firstError(submission.error) }, 400);
    await saveZone(user.id, submission.value.zone);
    return redirectWithToast(back, {
      title: interviewTexts.zoneSaved,
      description: interviewTexts.zoneSavedText(submission.value.zone),
    });
  }
  if (intent === "book") {
    const submission = parseForm(form, bookSchema);
    if (submission.status !== "success") return refused({ form: "book", error: interviewTexts.chooseSlot }, 400);
    const result = await bookSlot({ userId: user.id, applicationId: app.id, slotId: submission.value.slotId });
    return answer(result, "book", back, candidateToasts.booked);
  }
  if (intent === "other-times" || intent === "cancel") {
    const submission = parseForm(form, reasonSchema);
    const raw = typeof form.get("reason") === "string" ? String(form.get("reason")) : "";
    if (submission.status !== "success") return refused({ form: intent, error: firstError(submission.error), reason: raw }, 400);
    const { reason } = submission.value;
    const result =
      intent === "other-times"
        ? await askOtherTimes({ userId: user.id, applicationId: app.id, note: reason })
        : await cancelInterview({ by: "candidate", userId: user.id, applicationId: app.id, reason });
    return answer(result, intent, back, intent === "other-times" ? candidateToasts.otherTimes : candidateToasts.cancelled, raw);
  }
  return refused({ form: "book", error: interviewTexts.badRequest }, 400);
}
