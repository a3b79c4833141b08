/**
 * The employer's private note on an application: a pure rule (bounded, trimmed, no control characters:
 * lib/text.ts; empty clears it).
 */
import { m } from "#app/lib/i18n/i18n.ts";
import { hasControlCharacters, TEXT_MESSAGES } from "#app/lib/text.ts";
import { z } from "#app/lib/zod.ts";

export const EMPLOYER_NOTE_MAX = 4000;

/** Read in the language of the work in hand when used (getters). */
export const noteMessages = {
  get tooLong() {
    return m.pipeline_note_error_too_long({ max: String(EMPLOYER_NOTE_MAX) });
  },
  get control() {
    return TEXT_MESSAGES.control();
  },
};

export type NoteInput = { ok: true; note: string | null } | { ok: false; error: string };

export function employerNoteInput(value: unknown): NoteInput {
  const text = typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
  if (text.length > EMPLOYER_NOTE_MAX) return { ok: false, error: noteMessages.tooLong };
  if (hasControlCharacters(text, { multiline: true })) return { ok: false, error: noteMessages.control };
  return { ok: true, note: text || null };
}

/** The note form of an applicant's card (Conform), with employerNoteInput's rules and messages; empty clears it. */
export const employerNoteSchema = z.object({
  note: z
    .string()
    .overwrite((v) => v.replace(/\r\n?/g, "\n"))
    .trim()
    .max(EMPLOYER_NOTE_MAX, { error: () => noteMessages.tooLong })
    .refine((v) => !hasControlCharacters(v, { multiline: true }), { error: TEXT_MESSAGES.control })
    .optional(),
});
