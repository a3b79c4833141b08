import { uploadBodyCeiling, type UploadFormLimits } from "./form.server.ts";
import { unlocalizePath } from "../i18n/locale.ts";
import { CV_FILE_LIMIT, LOGO_FILE_LIMIT } from "./limits.ts";

/**
 * Paths allowed a larger body than the 64 KB global limit (server/http.ts): the forms that send files. Express refuses a
 * larger declared body before any route runs, so a route that takes an upload must add its path here with its form's
 * limits; `readUploadForm` then applies the exact per-file cap. Bodies up to the ceiling reach the route, which keeps the
 * other fields of a form whose file is too large; above it Express answers with the limit's message. The path's `.data`
 * form (React Router's submissions from a hydrated page) is covered too (docs/decisions/013-file-storage.md).
 */
export interface BodyAllowance {
  /** Matches the pathname of the route that takes the upload. */
  path: RegExp;
  /** The largest body, in bytes, that a POST to it may send. */
  maxBytes: number;
  /** What the person reads when the body is over it. */
  tooLargeMessage: string;
}

function allowance(path: RegExp, limits: UploadFormLimits): BodyAllowance {
  return {
    path,
    maxBytes: uploadBodyCeiling(limits),
    // Read when refused (server/http.ts runs it in the language of the form's page), never frozen at import.
    get tooLargeMessage() {
      return limits.tooLargeMessage;
    },
  };
}

export const UPLOAD_BODY_ALLOWANCES: readonly BodyAllowance[] = [
  // The company profile form with its logo and text fields.
  allowance(/^\/employer\/company$/, LOGO_FILE_LIMIT),
  // The candidate profile's CV form (the profile form itself posts a small urlencoded body to the same path).
  allowance(/^\/profile\/?$/, CV_FILE_LIMIT),
  // A tracker step's document form (the tracker's other forms post small urlencoded bodies to the same path).
  allowance(/^\/account\/tracker\/?$/, CV_FILE_LIMIT),
  // The apply sheet and page: a CV sent with the application, the cover note and the choice.
  allowance(/^\/job\/[A-Za-z0-9_-]{1,64}\/apply$/, CV_FILE_LIMIT),
  // A conversation's message with a document, from either side (checked as a CV is).
  allowance(/^\/(?:employer\/)?applications\/\d{1,10}$/, CV_FILE_LIMIT),
];

/** The allowance for a POST to `pathname`, if it has one. */
export function uploadAllowanceFor(pathname: string, allowances: readonly BodyAllowance[]): BodyAllowance | undefined {
  // React Router's single fetch posts to `/path.data` (and `/_.data` for a path ending in `/`); German pages are the
  // same forms under /de.
  const routePath = unlocalizePath(
    pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, ""),
  );
  return allowances.find((a) => a.path.test(routePath));
}

/** The largest body a POST to `pathname` may send: its allowance, or `fallback`. */
export function bodyLimitFor(pathname: string, allowances: readonly BodyAllowance[], fallback: number): number {
  const found = uploadAllowanceFor(pathname, allowances);
  return found ? Math.max(found.maxBytes, fallback) : fallback;
}
