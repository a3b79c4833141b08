/**
 * The statuses of an application and who may set them (docs/decisions/042-application-statuses-with-history.md): pure rules, no
 * database. An application starts Submitted; the employer moves it along the pipeline; the candidate alone may
 * withdraw it. Withdrawn is final; Hired and Rejected can still be corrected by the employer.
 */
import { m } from "#app/lib/i18n/i18n.ts";
import { hasControlCharacters, TEXT_MESSAGES } from "#app/lib/text.ts";
import { APPLICATION_STATUSES, type ApplicationStatus } from "#vocabulary/statuses.ts";
import { z } from "#app/lib/zod.ts";

// The list itself is the database's too (its check constraint): it lives in vocabulary/statuses.ts.
export { APPLICATION_STATUSES, type ApplicationStatus };

/**
 * The words the site shows for each status, in the language of the work in hand: each entry is a getter that reads
 * its message when used (never frozen at import), so `APPLICATION_STATUS_LABELS.hired` stays a plain string.
 */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  get submitted() {
    return m.pipeline_status_submitted();
  },
  get reviewed() {
    return m.pipeline_status_reviewed();
  },
  get shortlisted() {
    return m.pipeline_status_shortlisted();
  },
  get interview() {
    return m.pipeline_status_interview();
  },
  get offer() {
    return m.pipeline_status_offer();
  },
  get hired() {
    return m.pipeline_status_hired();
  },
  get rejected() {
    return m.pipeline_status_rejected();
  },
  get withdrawn() {
    return m.pipeline_status_withdrawn();
  },
};

/** The statuses an employer can choose (every one but Withdrawn, which belongs to the candidate). */
export const EMPLOYER_STATUSES = APPLICATION_STATUSES.filter((s) => s !== "withdrawn");

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** The label of a stored status; an unknown value is shown as it is rather than hidden. */
export function applicationStatusLabel(status: string): string {
  return isApplicationStatus(status) ? APPLICATION_STATUS_LABELS[status] : status;
}

export const STATUS_MESSAGE_MAX = 2000;

/** The refusals, read in the language of the work in hand when used (getters). */
export const statusMessages = {
  get unknownStatus() {
    return m.pipeline_status_error_unknown();
  },
  get withdrawn() {
    return m.pipeline_status_error_withdrawn();
  },
  get sameStatus() {
    return m.pipeline_status_error_same();
  },
  get messageTooLong() {
    return m.pipeline_status_error_message_too_long({ max: String(STATUS_MESSAGE_MAX) });
  },
  get messageControl() {
    return TEXT_MESSAGES.control();
  },
  get notWithdrawable() {
    return m.pipeline_status_error_not_withdrawable();
  },
};

export type StatusChange = { ok: true; status: ApplicationStatus; message: string | null } | { ok: false; error: string };

export type StatusMessageInput = { ok: true; message: string | null } | { ok: false; error: string };

/**
 * The employer's message to the candidate: trimmed, empty is none, line breaks kept, at most STATUS_MESSAGE_MAX
 * characters and no control characters (lib/text.ts: it goes into an e-mail and a text column).
 */
export function statusMessageInput(value: unknown): StatusMessageInput {
  const text = typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
  if (text.length > STATUS_MESSAGE_MAX) return { ok: false, error: statusMessages.messageTooLong };
  if (hasControlCharacters(text, { multiline: true })) return { ok: false, error: statusMessages.messageControl };
  return { ok: true, message: text || null };
}

/** An employer sets a new status, optionally with a message to the candidate. */
export function employerStatusChange(current: string, next: unknown, message: string | null | undefined): StatusChange {
  if (current === "withdrawn") return { ok: false, error: statusMessages.withdrawn };
  if (!isApplicationStatus(next) || next === "withdrawn") return { ok: false, error: statusMessages.unknownStatus };
  if (next === current) return { ok: false, error: statusMessages.sameStatus };
  const text = statusMessageInput(message);
  if (!text.ok) return text;
  return { ok: true, status: next, message: text.message };
}

/** The candidate withdraws: possible until the application is Hired, Rejected or already Withdrawn. */
export function withdrawal(current: string): StatusChange {
  if (current === "withdrawn" || current === "hired" || current === "rejected") {
    return { ok: false, error: statusMessages.notWithdrawable };
  }
  return { ok: true, status: "withdrawn", message: null };
}

/**
 * The status form of an applicant's card, checked in the browser and again by the action (Conform). The
 * message follows statusMessageInput (too long first, then control characters); the status itself is decided
 * by employerStatusChange against the stored status, so the schema takes it as sent.
 */
export const statusChangeSchema = z.object({
  status: z.string().optional(),
  message: z
    .string()
    .overwrite((v) => v.replace(/\r\n?/g, "\n"))
    .trim()
    .max(STATUS_MESSAGE_MAX, { error: () => statusMessages.messageTooLong })
    .refine((v) => !hasControlCharacters(v, { multiline: true }), { error: TEXT_MESSAGES.control })
    .optional(),
});
