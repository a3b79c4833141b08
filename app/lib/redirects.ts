/**
 * The one rule for where the site may send a browser on the strength of a value from the request (a form's
 * redirectTo, a sign-in's return path, a Referer): a path on this site, or the fallback.
 *
 * Accepted: a string that starts with exactly one "/", at most 1000 characters, with no backslash, no
 * whitespace and no control character anywhere. Everything else falls back, because browsers read
 * "//host", "/\host" and even "/<tab>/host" (they drop tabs and line breaks from URLs) as another site,
 * and a CR or LF cannot go into a Location header at all.
 */
export const MAX_REDIRECT_LENGTH = 1000;

export interface SafeRedirectOptions {
  /** Paths never to return to, each with everything below it (e.g. "/auth" also refuses "/auth?x" and "/auth/y"). */
  refuse?: readonly string[];
}

// Whitespace of any kind (\s covers tab, CR, LF, NBSP, line separators) and the C0, DEL and C1 controls.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\s\u0000-\u001f\u007f-\u009f\\]/;

function isUnder(path: string, prefix: string): boolean {
  const [pathname = ""] = path.split(/[?#]/, 1);
  const base = prefix.replace(/\/+$/, "");
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** `value` when it is a safe same-site path (see above), otherwise `fallback`. Pure. */
export function safeRedirect(value: unknown, fallback = "/", options: SafeRedirectOptions = {}): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  if (FORBIDDEN.test(value)) return fallback;
  if (options.refuse?.some((prefix) => isUnder(value, prefix))) return fallback;
  return value;
}
