import { z } from "zod";
import { isTextId } from "./ids.ts";
import { m } from "./i18n/i18n.ts";
import { hasControlCharacters, TEXT_MESSAGES } from "./text.ts";

/**
 * Zod for the whole site: import `z` from here, never from "zod" (ESLint enforces it). Zod compiles faster
 * object parsers with `new Function` when the page allows it, and finds out by trying once; our
 * Content-Security-Policy forbids eval, so in the browser that try was refused and reported as a policy
 * violation on every page with a form. Our schemas are small: the plain parsers are fast enough.
 */
z.config({ jitless: true });

export { z };

/**
 * The building blocks of every text field of a form (docs/decisions/033-text-input-and-ids.md): a string,
 * trimmed, that refuses control characters and lone surrogates with one clear message (lib/text.ts), so that
 * nothing PostgreSQL cannot store (a NUL) reaches it. `missing` is the message for a field that was not sent
 * (Conform turns an empty field into undefined). Chain `.min()`, `.max()`, `.optional()` as with z.string().
 * Messages are message functions (`m.x`), read when a value is checked: in the language of the request.
 */
export function plainText(missing?: Message) {
  return z
    .string(missingText(missing))
    .trim()
    .refine((v) => !hasControlCharacters(v), { error: TEXT_MESSAGES.control });
}

/** A form's message: a message function (m.x), or a fixed text. */
export type Message = string | (() => string);

function missingText(missing: Message | undefined) {
  return missing === undefined ? undefined : { error: missing };
}

/** A multi-line text (a textarea): Windows and old Mac line ends become \n; tab and line breaks are allowed. */
export function multilineText(missing?: Message) {
  return z
    .string(missingText(missing))
    .overwrite((v) => v.replace(/\r\n?/g, "\n"))
    .trim()
    .refine((v) => !hasControlCharacters(v, { multiline: true }), { error: TEXT_MESSAGES.control });
}

/** A text id sent by a form (a job, a company): anything that cannot be one gets `message` (lib/ids.ts). */
export function textId(message: Message = m.shared_form_unreadable) {
  return z.string({ error: message }).refine(isTextId, { error: message });
}
