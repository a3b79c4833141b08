import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { hasControlCharacters, TEXT_MESSAGES } from "#app/lib/text.ts";
import { LANGUAGE_LEVELS, type LanguageLevel } from "#vocabulary/levels.ts";

/**
 * The rules of the apply sheet and page (docs/product.md#applying), as pure functions: what the candidate may
 * send with an application and how the job's German level is put beside theirs.
 */

/** A cover note may have up to 4,000 characters (after trimming). */
export const COVER_NOTE_MAX = 4000;

/** The form's texts, each read in the language of the work in hand when used (getters, never frozen at import). */
export const applyFormTexts = {
  get title() {
    return m.pipeline_apply_title();
  },
  get submit() {
    return m.pipeline_apply_submit();
  },
  get coverNoteTooLong() {
    return m.pipeline_apply_cover_note_too_long({ max: formatNumber(COVER_NOTE_MAX) });
  },
  get coverNoteControl() {
    return TEXT_MESSAGES.control();
  },
  get cvMissing() {
    return m.pipeline_apply_cv_missing();
  },
  get profileCvMissing() {
    return m.pipeline_apply_profile_cv_missing();
  },
  get signedOutTitle() {
    return m.pipeline_apply_signed_out_title();
  },
  get signedOutText() {
    return m.pipeline_apply_signed_out_text();
  },
};

/** Which CV goes with the application: the profile's, a file sent with the form, or none. */
export type CvChoice = "profile" | "upload" | "none";

/**
 * The form's `cv` field. A chosen file always wins: someone who picked a file meant to send it, whatever the
 * radio says (without JavaScript nothing selects "Upload" for them).
 */
export function cvChoice(value: unknown, fileChosen: boolean): CvChoice {
  if (fileChosen) return "upload";
  return value === "profile" || value === "upload" || value === "none" ? value : "none";
}

export type CoverNoteCheck = { ok: true; value: string | null } | { ok: false; message: string };

/**
 * The cover note as stored: trimmed, empty is none, line breaks kept, at most COVER_NOTE_MAX characters, no
 * control characters (lib/text.ts; PostgreSQL cannot store a NUL).
 */
export function checkCoverNote(value: unknown): CoverNoteCheck {
  const text = typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
  if ([...text].length > COVER_NOTE_MAX) return { ok: false, message: applyFormTexts.coverNoteTooLong };
  if (hasControlCharacters(text, { multiline: true })) return { ok: false, message: applyFormTexts.coverNoteControl };
  return { ok: true, value: text === "" ? null : text };
}

const rank = (level: string | null | undefined): number => LANGUAGE_LEVELS.indexOf(level as LanguageLevel);

export interface GermanComparison {
  /** "This job asks for B1 · You: A2". */
  text: string;
  /** The candidate stated a level below the job's: the sheet shows a gentle note. */
  below: boolean;
  /** The candidate has not stated a level: the sheet links to the profile. */
  unstated: boolean;
}

/** The job's German level beside the candidate's (null: not stated on the profile). */
export function compareGerman(jobLevel: string, candidateLevel: string | null | undefined): GermanComparison {
  const job = rank(jobLevel) > 0 ? m.pipeline_apply_german_job({ level: jobLevel }) : m.pipeline_apply_german_job_none();
  const unstated = rank(candidateLevel) < 0;
  const you = unstated
    ? m.pipeline_apply_german_not_stated()
    : candidateLevel === "none"
      ? m.pipeline_apply_german_none_yet()
      : (candidateLevel ?? "");
  return { text: m.pipeline_apply_german_you({ job, you }), below: !unstated && rank(candidateLevel) < rank(jobLevel), unstated };
}

/** The note under a comparison that shows the candidate below the job's level. */
export const GERMAN_BELOW_NOTE = m.pipeline_apply_german_below;

/** Where the apply step of a job lives: the page (without JavaScript) and the job page with the sheet open. */
export const applyPagePath = (jobId: string) => `/job/${encodeURIComponent(jobId)}/apply`;
export const applySheetPath = (jobId: string) => `/job/${encodeURIComponent(jobId)}?apply=1`;
