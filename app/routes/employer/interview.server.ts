import { data } from "react-router";
import type { Route } from "./+types/interview";
import { requireEmployer } from "#app/features/auth/public.server.ts";
import { applicationIdFrom } from "#app/features/applications/public.server.ts";
import {
  bothTimes,
  employerCan,
  interviewAllowedFor,
  interviewTexts,
  MAX_SLOTS,
  noteSchema,
  reasonSchema,
  zoneSchema,
  type SlotInput,
} from "#app/features/interviews/public.ts";
import {
  cancelInterview,
  companyApplication,
  currentInterview,
  moveInterview,
  proposeInterview,
  saveZone,
  zoneOf,
  type InterviewResult,
} from "#app/features/interviews/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { parseForm } from "#app/lib/forms.ts";
import { readForm } from "#app/lib/request.server.ts";
import { hasControlCharacters } from "#app/lib/text.ts";

/** The loader and action of /employer/applications/{id}/interview: a company member arranges an applicant's interview. */

export interface EmployerInterviewData {
  application: { id: number; jobId: string; jobTitle: string; candidateName: string; open: boolean };
  /** The member's zone (times are entered and shown in it) and the candidate's (shown beside). */
  zone: string;
  candidateZone: string;
  interview: {
    status: string;
    note: string | null;
    candidateNote: string | null;
    reason: string | null;
    changedBy: string | null;
    organizerName: string;
    when: string | null;
    videoUrl: string | null;
    address: string | null;
    slots: { id: number; text: string }[];
    can: { propose: boolean; move: boolean; cancel: boolean };
  } | null;
  canPropose: boolean;
}

export type ProposalField = "date" | "time" | "duration";

export interface EmployerInterviewActionData {
  form: "zone" | "propose" | "move" | "cancel";
  /** The first message for the form as a whole, and one per row ("0".."4") or field ("reason", "place"). */
  error?: string;
  errors?: Record<string, string>;
  /** What was entered, to show it again (a form sent without script re-renders with it). */
  values?: Record<string, string>;
}

const notFound = () => data(null, { status: 404 });

async function companyApplicationOf(request: Request, url: URL, idParam: string | undefined) {
  const ctx = await requireEmployer(request, url);
  const id = applicationIdFrom(idParam);
  const app = id ? await companyApplication(ctx.company.companyId, id) : null;
  if (!app) throw notFound();
  return { ctx, app };
}

export async function loader({ request, url, params }: Route.LoaderArgs): Promise<EmployerInterviewData> {
  const { ctx, app } = await companyApplicationOf(request, url, params.id);
  const [zone, interview, candidateZone] = await Promise.all([
    zoneOf(ctx.user.id, "organizer"),
    currentInterview(app.id),
    app.candidateId ? zoneOf(app.candidateId, "candidate") : Promise.resolve("Africa/Kampala"),
  ]);
  const now = new Date();
  const when = (start: Date, end: Date) =>
    m.pipeline_iv_with_minutes({
      when: bothTimes(start, zone, candidateZone).text,
      minutes: formatNumber(Math.round((end.getTime() - start.getTime()) / 60_000)),
    });
  const state = interview && { status: interview.status, endsAt: interview.end };
  const open = interviewAllowedFor(app.status) && app.candidateId !== null;
  return {
    application: { id: app.id, jobId: app.jobId, jobTitle: app.jobTitle, candidateName: app.candidateName, open },
    zone,
    candidateZone,
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
            slots: interview.slots.map((s) => ({ id: s.id, text: when(s.start, s.end) })),
            can: {
              propose: employerCan.propose(state, now),
              move: employerCan.move(state, now),
              cancel: employerCan.cancel(state, now),
            },
          }
        : null,
    canPropose: open && employerCan.propose(state, now),
  };
}

const refused = (body: EmployerInterviewActionData, status: number) => data<EmployerInterviewActionData>(body, { status });

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/** Read when the toast is sent, in the request's language. */
export const employerToasts = {
  get proposed() {
    return { title: m.pipeline_iv_e_toast_proposed(), description: m.pipeline_iv_e_toast_proposed_text() };
  },
  get moved() {
    return { title: m.pipeline_iv_e_toast_moved(), description: m.pipeline_iv_e_toast_moved_text() };
  },
  get cancelled() {
    return { title: m.pipeline_iv_summary_cancelled(), description: m.pipeline_iv_e_toast_cancelled_text() };
  },
};

const PLACE_FIELDS = ["videoUrl", "address", "note"] as const;

/** The proposal's rows as entered: rows left empty are skipped, and each kept row remembers its place in the form. */
export function proposalRows(form: FormData): { rows: { index: number; input: SlotInput }[]; values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const f of PLACE_FIELDS) values[f] = text(form, f);
  const rows: { index: number; input: SlotInput }[] = [];
  for (let i = 0; i < MAX_SLOTS; i++) {
    const date = text(form, `date-${i}`).trim();
    const time = text(form, `time-${i}`).trim();
    const duration = text(form, `duration-${i}`).trim();
    Object.assign(values, { [`date-${i}`]: date, [`time-${i}`]: time, [`duration-${i}`]: duration });
    if (!date && !time) continue;
    rows.push({
      index: i,
      input: { date, time, durationMinutes: Number(duration || "45"), videoUrl: values.videoUrl, address: values.address },
    });
  }
  return { rows, values };
}

/** A result's messages by the form's rows ("0".."4"), or for the form as a whole. */
function rowErrors(result: Extract<InterviewResult, { code: "INVALID" }>, rows: { index: number }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const e of result.errors) {
    const key = e.slot === null ? "form" : String(rows[e.slot]?.index ?? e.slot);
    errors[key] ??= e.message;
  }
  return errors;
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const { ctx, app } = await companyApplicationOf(request, url, params.id);
  const form = await readForm(request);
  const intent = form.get("intent");
  const back = url.pathname;
  const scope = { companyId: ctx.company.companyId, applicationId: app.id };

  if (intent === "zone") {
    const submission = parseForm(form, zoneSchema);
    if (submission.status !== "success") return refused({ form: "zone", error: m.pipeline_iv_err_zone() }, 400);
    await saveZone(ctx.user.id, submission.value.zone);
    return redirectWithToast(back, {
      title: interviewTexts.zoneSaved,
      description: interviewTexts.zoneSavedText(submission.value.zone),
    });
  }

  if (intent === "propose") {
    const { rows, values } = proposalRows(form);
    const note = parseForm(form, noteSchema);
    if (note.status !== "success" || hasControlCharacters(values.videoUrl ?? "") || hasControlCharacters(values.address ?? ""))
      return refused({ form: "propose", errors: { note: interviewTexts.noteTooLong }, values }, 400);
    const zone = await zoneOf(ctx.user.id, "organizer");
    const result = await proposeInterview({
      ...scope,
      organizer: { id: ctx.user.id },
      zone,
      slots: rows.map((r) => r.input),
      note: note.value.note || null,
    });
    if (result.ok) return redirectWithToast(back, employerToasts.proposed);
    if (result.code === "NOT_FOUND") throw notFound();
    if (result.code === "REFUSED") return refused({ form: "propose", error: result.error, values }, 409);
    const errors = rowErrors(result, rows);
    return refused({ form: "propose", error: errors.form, errors, values }, 400);
  }

  if (intent === "move") {
    const { rows, values } = proposalRows(form);
    const reason = parseForm(form, reasonSchema);
    const errors: Record<string, string> = {};
    if (reason.status !== "success") errors.reason = Object.values(reason.error ?? {}).flat()[0] ?? interviewTexts.reasonMissing;
    const row = rows[0];
    if (!row) errors["0"] = m.pipeline_iv_e_new_time_missing();
    if (!row || reason.status !== "success")
      return refused({ form: "move", errors, values: { ...values, reason: text(form, "reason") } }, 400);
    const result = await moveInterview({ ...scope, slot: row.input, reason: reason.value.reason });
    if (result.ok) return redirectWithToast(back, employerToasts.moved);
    if (result.code === "NOT_FOUND") throw notFound();
    if (result.code === "REFUSED") return refused({ form: "move", error: result.error }, 409);
    return refused(
      {
        form: "move",
        errors: { "0": result.errors[0]?.message ?? interviewTexts.badRequest },
        values: { ...values, reason: text(form, "reason") },
      },
      400,
    );
  }

  if (intent === "cancel") {
    const reason = parseForm(form, reasonSchema);
    if (reason.status !== "success")
      return refused(
        {
          form: "cancel",
          errors: { reason: Object.values(reason.error ?? {}).flat()[0] ?? interviewTexts.reasonMissing },
          values: { reason: text(form, "reason") },
        },
        400,
      );
    const result = await cancelInterview({ by: "employer", ...scope, reason: reason.value.reason });
    if (result.ok) return redirectWithToast(back, employerToasts.cancelled);
    if (result.code === "NOT_FOUND") throw notFound();
    return refused({ form: "cancel", error: result.code === "REFUSED" ? result.error : interviewTexts.badRequest }, 409);
  }
  return refused({ form: "propose", error: interviewTexts.badRequest }, 400);
}
