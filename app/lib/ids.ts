/**
 * The ids a request may name, checked before any query sees them (docs/decisions/033-text-input-and-ids.md):
 * a value that cannot be an id is refused like an id that does not exist, never handed to PostgreSQL, which
 * answers a number beyond its column's range or a NUL in text with an error.
 */

/** The largest value of a PostgreSQL `integer` / `serial` column. */
export const SERIAL_MAX = 2_147_483_647;

/** A row number (applications, reports) as sent in a URL or a form: 1 to SERIAL_MAX in plain digits, else null. */
export function serialIdFrom(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= SERIAL_MAX ? n : null;
}

/**
 * Text ids: job ids ("27", "hr2", "gen-100"), company and account ids (Better Auth's, or a sample company's
 * slug), invitation ids. Letters, digits, `-` and `_`, at most 64: anything else is not an id.
 */
const TEXT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isTextId(value: unknown): value is string {
  return typeof value === "string" && TEXT_ID.test(value);
}

/** A text id as sent by a form or a URL, or null when it cannot be one. */
export function textIdFrom(value: unknown): string | null {
  return isTextId(value) ? value : null;
}
