import { m } from "./i18n/i18n.ts";
/**
 * What a text field may contain (docs/decisions/033-text-input-and-ids.md), without Zod so that pure rules
 * (the cover note, the employer's note, a status message) share it with the form schemas (app/lib/zod.ts's
 * `plainText` and `multilineText`). PostgreSQL refuses a NUL in text with an error, and other control
 * characters are never meant: a one-line text refuses every C0 and C1 control character (tab included), a
 * multi-line text allows tab, line feed and carriage return. A lone surrogate (half of an emoji, from a script)
 * is no character at all and is refused in both.
 */
export const TEXT_MESSAGES = {
  control: m.shared_text_control,
} as const;

// \p{Cc} is C0 (U+0000–U+001F), DEL and C1 (U+0080–U+009F); \p{Cs} with the u flag matches only unpaired surrogates.
const UNSAFE_LINE = /[\p{Cc}\p{Cs}]/u;
const UNSAFE_MULTILINE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** True when `value` has a character a one-line (or, with `multiline`, a multi-line) text may not contain. */
export function hasControlCharacters(value: string, opts: { multiline?: boolean } = {}): boolean {
  return (opts.multiline ? UNSAFE_MULTILINE : UNSAFE_LINE).test(value);
}

/** Text made safe inside HTML (an element's content or a quoted attribute): mails, structured data, plain pages. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The start of a long text for a card that shows a few lines of it and links to the whole: at most `max`
 * characters, cut after a whole word, with "…" when something was left out. The page then carries (in its HTML
 * and its data) only what the card can show.
 */
export function teaser(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,;:.–-]+$/u, "")}…`;
}
