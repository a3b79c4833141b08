import { z } from "zod";
import { isTextId } from "./ids.ts";
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
 */
export function plainText(missing?: string) {
  return z
    .string(missing)
    .trim()
    .refine((v) => !hasControlCharacters(v), TEXT_MESSAGES.control);
}

/** A multi-line text (a textarea): Windows and old Mac line ends become \n; tab and line breaks are allowed. */
export function multilineText(missing?: string) {
  return z
    .string(missing)
    .overwrite((v) => v.replace(/\r\n?/g, "\n"))
    .trim()
    .refine((v) => !hasControlCharacters(v, { multiline: true }), TEXT_MESSAGES.control);
}

/** A text id sent by a form (a job, a company): anything that cannot be one gets `message` (lib/ids.ts). */
export function textId(message = "This form could not be read. Please reload the page and try again.") {
  return z.string(message).refine(isTextId, message);
}
