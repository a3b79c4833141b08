/**
 * The employer's private note on an application: a pure rule (bounded, trimmed, no control characters:
 * lib/text.ts; empty clears it).
 */
import { hasControlCharacters, TEXT_MESSAGES } from "#app/lib/text.ts";

export const EMPLOYER_NOTE_MAX = 4000;

export const noteMessages = {
  tooLong: `The note can be at most ${EMPLOYER_NOTE_MAX} characters.`,
  control: TEXT_MESSAGES.control,
} as const;

export type NoteInput = { ok: true; note: string | null } | { ok: false; error: string };

export function employerNoteInput(value: unknown): NoteInput {
  const text = typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
  if (text.length > EMPLOYER_NOTE_MAX) return { ok: false, error: noteMessages.tooLong };
  if (hasControlCharacters(text, { multiline: true })) return { ok: false, error: noteMessages.control };
  return { ok: true, note: text || null };
}
