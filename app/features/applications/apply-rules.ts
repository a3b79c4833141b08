import { hasControlCharacters, TEXT_MESSAGES } from "#app/lib/text.ts";
import { LANGUAGE_LEVELS, type LanguageLevel } from "#vocabulary/levels.ts";

/**
 * The rules of the apply sheet and page (docs/product.md#applying), as pure functions: what the candidate may
 * send with an application and how the job's German level is put beside theirs.
 */

/** A cover note may have up to 4,000 characters (after trimming). */
export const COVER_NOTE_MAX = 4000;

export const applyFormTexts = {
  title: "Apply for this job",
  submit: "Submit application",
  coverNoteTooLong: "The cover note can have at most 4,000 characters.",
  coverNoteControl: TEXT_MESSAGES.control(),
  cvMissing: "Please choose a PDF or Word (.docx) file, or choose No CV.",
  profileCvMissing: "Your profile has no CV any more. Please upload one or choose No CV.",
  signedOutTitle: "Sign in to apply",
  signedOutText: "Sign in or create a free account to send your application. We bring you back to this job.",
} as const;

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
  const job = rank(jobLevel) > 0 ? `This job asks for German ${jobLevel}` : "This job does not ask for German";
  const unstated = rank(candidateLevel) < 0;
  const you = unstated ? "not stated" : candidateLevel === "none" ? "no German yet" : candidateLevel;
  return { text: `${job} · You: ${you}`, below: !unstated && rank(candidateLevel) < rank(jobLevel), unstated };
}

/** The note under a comparison that shows the candidate below the job's level. */
export const GERMAN_BELOW_NOTE =
  "You can still apply. Employers often train people who are learning: say in your note how you are improving your German.";

/** Where the apply step of a job lives: the page (without JavaScript) and the job page with the sheet open. */
export const applyPagePath = (jobId: string) => `/job/${encodeURIComponent(jobId)}/apply`;
export const applySheetPath = (jobId: string) => `/job/${encodeURIComponent(jobId)}?apply=1`;
