import { m } from "#app/lib/i18n/i18n.ts";
import { z } from "#app/lib/zod.ts";
import { multilineText, plainText } from "#app/lib/zod.ts";
import { CANDIDATE_TIME_ZONE, EMPLOYER_TIME_ZONE, isTimeZone, placeName } from "./time-zones.ts";

/**
 * What each side may do with an interview in each state (docs/decisions/195-interview-life-cycle.md), when its
 * reminders are due, and the forms' small schemas. Pure: the server module and the pages both ask these.
 *
 * proposed ─book→ booked ─move (employer)→ booked (SEQUENCE + 1, REQUEST)
 *    │                │
 *    │                ├─ask for other times (candidate)→ other_times (CANCEL) ─propose→ proposed
 *    │                └─cancel (either side)→ cancelled (CANCEL)
 *    ├─ask for other times→ other_times
 *    └─cancel→ cancelled
 */

export const INTERVIEW_STATUSES = ["proposed", "other_times", "booked", "cancelled"] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export interface InterviewState {
  status: InterviewStatus;
  /** The booked time's end (or null): a booked interview that is over can no longer change. */
  endsAt: Date | null;
}

const upcoming = (s: InterviewState, now: Date) => s.status === "booked" && s.endsAt !== null && s.endsAt > now;

/** Whether the interview is still open: waiting for an answer, or booked and not over. */
export function isOpen(s: InterviewState, now: Date): boolean {
  return s.status === "proposed" || s.status === "other_times" || upcoming(s, now);
}

export const candidateCan = {
  book: (s: InterviewState) => s.status === "proposed",
  askOtherTimes: (s: InterviewState, now: Date) => s.status === "proposed" || upcoming(s, now),
  cancel: (s: InterviewState, now: Date) => s.status === "proposed" || upcoming(s, now),
};

export const employerCan = {
  /** New times: for an applicant without an open interview, or one who asked for other times. */
  propose: (s: InterviewState | null, now: Date) => s === null || s.status === "other_times" || !isOpen(s, now),
  move: (s: InterviewState, now: Date) => upcoming(s, now),
  cancel: (s: InterviewState, now: Date) => isOpen(s, now),
};

/** The applications an interview may be proposed for: not withdrawn, rejected or hired already. */
export function interviewAllowedFor(applicationStatus: string): boolean {
  return !["withdrawn", "rejected", "hired"].includes(applicationStatus);
}

export const REMINDERS = [
  { kind: "24h", beforeMs: 24 * 3_600_000, text: m.pipeline_iv_tomorrow },
  { kind: "1h", beforeMs: 3_600_000, text: m.pipeline_iv_in_one_hour },
] as const;
export type ReminderKind = (typeof REMINDERS)[number]["kind"];

/** The reminders of an interview starting at `start`: 24 hours and 1 hour before, each only if still ahead. */
/** `text` is a message function: the reminder is written in each recipient's language. */
export function reminderTimes(start: Date, now: Date): { kind: ReminderKind; at: Date; text: () => string }[] {
  return REMINDERS.map((r) => ({ kind: r.kind, at: new Date(start.getTime() - r.beforeMs), text: r.text })).filter(
    (r) => r.at > now,
  );
}

export type Side = "candidate" | "organizer";

/** The queue key of one reminder: unique per interview, invitation sequence, reminder and side (decision 196). */
export function reminderKey(interviewId: number, sequence: number, kind: ReminderKind, side: Side): string {
  return `interview:${interviewId}:${sequence}:reminder-${kind}:${side}`;
}

/** Every reminder key of an interview at one sequence: what a move or a cancellation takes back. */
export function reminderKeys(interviewId: number, sequence: number): string[] {
  return REMINDERS.flatMap((r) =>
    (["candidate", "organizer"] as const).map((side) => reminderKey(interviewId, sequence, r.kind, side)),
  );
}

/** The time zones offered in the forms: where our candidates and employers are, plus UTC. */
export const TIME_ZONE_CHOICES = [
  "Africa/Kampala",
  "Africa/Nairobi",
  "Africa/Kigali",
  "Africa/Dar_es_Salaam",
  "Africa/Lagos",
  "Africa/Johannesburg",
  "Europe/Berlin",
  "Europe/Vienna",
  "Europe/Zurich",
  "Europe/London",
  "Asia/Dubai",
  "UTC",
] as const;

export function zoneLabel(zone: string): string {
  if (zone === "UTC") return "UTC";
  const region = REGIONS[zone.split("/")[0] ?? ""];
  return m.pipeline_iv_zone_label({ place: placeName(zone), region: region ? region() : (zone.split("/")[0] ?? "") });
}

export const DEFAULT_ZONE = { candidate: CANDIDATE_TIME_ZONE, organizer: EMPLOYER_TIME_ZONE } as const;

/** Read in the language of the work in hand when used (getters and functions, never frozen at import). */
export const interviewTexts = {
  get badRequest() {
    return m.shared_form_unreadable();
  },
  get noteTooLong() {
    return m.pipeline_iv_note_too_long();
  },
  get reasonMissing() {
    return m.pipeline_iv_reason_missing();
  },
  get reasonTooLong() {
    return m.pipeline_iv_reason_too_long();
  },
  get chooseSlot() {
    return m.pipeline_iv_choose_slot();
  },
  get slotGone() {
    return m.pipeline_iv_slot_gone();
  },
  get slotTaken() {
    return m.pipeline_iv_slot_taken();
  },
  get notAllowed() {
    return m.pipeline_iv_not_allowed();
  },
  get applicationClosed() {
    return m.pipeline_iv_application_closed();
  },
  get alreadyOpen() {
    return m.pipeline_iv_already_open();
  },
  get closedByRejection() {
    return m.pipeline_iv_closed_by_rejection();
  },
  get closedByWithdrawal() {
    return m.pipeline_iv_closed_by_withdrawal();
  },
  get zoneSaved() {
    return m.pipeline_iv_zone_saved();
  },
  zoneSavedText: (zone: string) => m.pipeline_iv_zone_saved_text({ place: placeName(zone) }),
};

const REGIONS: Record<string, () => string> = {
  Africa: m.pipeline_iv_region_africa,
  Europe: m.pipeline_iv_region_europe,
  Asia: m.pipeline_iv_region_asia,
};

export const NOTE_MAX = 1000;

export const zoneSchema = z.object({
  zone: z
    .string({ error: m.shared_form_unreadable })
    .refine((v) => (TIME_ZONE_CHOICES as readonly string[]).includes(v) && isTimeZone(v), { error: m.pipeline_iv_err_zone }),
});

export const reasonSchema = z.object({
  reason: multilineText(m.pipeline_iv_reason_missing)
    .min(1, { error: m.pipeline_iv_reason_missing })
    .max(NOTE_MAX, { error: m.pipeline_iv_reason_too_long }),
});

export const noteSchema = z.object({
  note: multilineText().max(NOTE_MAX, { error: m.pipeline_iv_note_too_long }).optional(),
});

export const bookSchema = z.object({
  slotId: z.coerce
    .number({ error: m.pipeline_iv_choose_slot })
    .int({ error: m.pipeline_iv_choose_slot })
    .positive({ error: m.pipeline_iv_choose_slot }),
});

/** A proposal's or a move's time row as the form sends it: date, time, duration, video link, address. */
export const slotRowSchema = z.object({
  date: plainText().optional(),
  time: plainText().optional(),
  duration: plainText().optional(),
  videoUrl: plainText().max(500, { error: m.pipeline_iv_video_too_long }).optional(),
  address: plainText().max(300, { error: m.pipeline_iv_address_too_long }).optional(),
});
