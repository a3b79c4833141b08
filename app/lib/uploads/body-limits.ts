import { CV_MAX_BYTES, CV_MESSAGES } from "./cv.server.ts";
import { uploadBodyLimit } from "./form.server.ts";
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from "./logo.server.ts";

/**
 * Paths allowed a larger body than the 64 KB global limit (server/http.ts): the forms that send files. Express refuses a
 * larger declared body before any route runs, so a route that takes an upload must add its path here with
 * `uploadBodyLimit(...)` of its form; `readUploadForm` then applies the exact per-file cap. The path's `.data` form (React
 * Router's submissions from a hydrated page) is covered too (docs/decisions/013-file-storage.md).
 */
export interface BodyAllowance {
  /** Matches the pathname of the route that takes the upload. */
  path: RegExp;
  /** The largest body, in bytes, that a POST to it may send. */
  maxBytes: number;
}

export const UPLOAD_BODY_ALLOWANCES: readonly BodyAllowance[] = [
  // The company profile form with its logo and text fields.
  {
    path: /^\/employer\/company$/,
    maxBytes: uploadBodyLimit({ maxFileBytes: LOGO_MAX_BYTES, tooLargeMessage: LOGO_MESSAGES.tooLarge }),
  },
  // The candidate profile's CV form (the profile form itself posts a small urlencoded body to the same path).
  { path: /^\/profile\/?$/, maxBytes: uploadBodyLimit({ maxFileBytes: CV_MAX_BYTES, tooLargeMessage: CV_MESSAGES.tooLarge }) },
  // The apply sheet and page: a CV sent with the application, the cover note and the choice.
  {
    path: /^\/job\/[A-Za-z0-9_-]{1,64}\/apply$/,
    maxBytes: uploadBodyLimit({ maxFileBytes: CV_MAX_BYTES, tooLargeMessage: CV_MESSAGES.tooLarge }),
  },
];

/** The largest body a POST to `pathname` may send: its allowance, or `fallback`. */
export function bodyLimitFor(pathname: string, allowances: readonly BodyAllowance[], fallback: number): number {
  // React Router's single fetch posts to `/path.data` (and `/_.data` for a path ending in `/`).
  const routePath = pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
  const allowance = allowances.find((a) => a.path.test(routePath));
  return allowance ? Math.max(allowance.maxBytes, fallback) : fallback;
}
