/**
 * The employer's private note on an application: a pure rule (bounded, trimmed, no control characters:
 * lib/text.ts; empty clears it).
 */
import { hasControlCharacters, TEXT_MESSAGES } from "#app/lib/text.ts";
import { z } from "#app/lib/zod.ts";

export const EMPLOYER_NOTE_MAX = 4000;

export const noteMessages = {
  tooLong: `The note can be at most ${EMPLOYER_NOTE_MAX} characters.`,
  control: TEXT_MESSAGES.control(),
} as const;

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
    .max(EMPLOYER_NOTE_MAX, noteMessages.tooLong)
    .refine((v) => !hasControlCharacters(v, { multiline: true }), noteMessages.control)
    .optional(),
});
