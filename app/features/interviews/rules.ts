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
  { kind: "24h", beforeMs: 24 * 3_600_000, text: "tomorrow" },
  { kind: "1h", beforeMs: 3_600_000, text: "in one hour" },
] as const;
export type ReminderKind = (typeof REMINDERS)[number]["kind"];

/** The reminders of an interview starting at `start`: 24 hours and 1 hour before, each only if still ahead. */
export function reminderTimes(start: Date, now: Date): { kind: ReminderKind; at: Date; text: string }[] {
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
  return zone === "UTC" ? "UTC" : `${placeName(zone)} (${zone.split("/")[0]})`;
}

export const DEFAULT_ZONE = { candidate: CANDIDATE_TIME_ZONE, organizer: EMPLOYER_TIME_ZONE } as const;

export const interviewTexts = {
  badRequest: "This form could not be read. Please reload the page and try again.",
  noteTooLong: "Keep the note under 1,000 characters.",
  reasonMissing: "Tell the other side why, in a few words.",
  reasonTooLong: "Keep the reason under 1,000 characters.",
  chooseSlot: "Choose one of the times.",
  slotGone: "This time has already passed. Choose another time, or ask for other times.",
  slotTaken: "This time is no longer free. Choose another time, or ask for other times.",
  notAllowed: "This interview has changed in the meantime. The page now shows what you can do.",
  applicationClosed: "This application is closed: no interview can be arranged for it.",
  alreadyOpen: "This applicant already has an interview arranged. Move or cancel it first.",
  closedByRejection: "The application was rejected, so the interview is cancelled.",
  closedByWithdrawal: "The candidate withdrew the application, so the interview is cancelled.",
  zoneSaved: "Time zone saved",
  zoneSavedText: (zone: string) => `Interview times are now shown in ${placeName(zone)} time.`,
};

export const NOTE_MAX = 1000;

export const zoneSchema = z.object({
  zone: z
    .string(interviewTexts.badRequest)
    .refine((v) => (TIME_ZONE_CHOICES as readonly string[]).includes(v) && isTimeZone(v), "Choose a time zone from the list."),
});

export const reasonSchema = z.object({
  reason: multilineText(interviewTexts.reasonMissing)
    .min(1, interviewTexts.reasonMissing)
    .max(NOTE_MAX, interviewTexts.reasonTooLong),
});

export const noteSchema = z.object({
  note: multilineText().max(NOTE_MAX, interviewTexts.noteTooLong).optional(),
});

export const bookSchema = z.object({
  slotId: z.coerce.number(interviewTexts.chooseSlot).int().positive(interviewTexts.chooseSlot),
});

/** A proposal's or a move's time row as the form sends it: date, time, duration, video link, address. */
export const slotRowSchema = z.object({
  date: plainText().optional(),
  time: plainText().optional(),
  duration: plainText().optional(),
  videoUrl: plainText().max(500, "The video link is too long.").optional(),
  address: plainText().max(300, "Keep the address under 300 characters.").optional(),
});
