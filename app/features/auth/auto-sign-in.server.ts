import { AsyncLocalStorage } from "node:async_hooks";
import { safeRedirect } from "#app/lib/redirects.ts";

/**
 * Signing in by the verification link, only for registrations that carry a return path (decision 021).
 *
 * Better Auth's `emailVerification.autoSignInAfterVerification` is one switch for every link. We want it for a
 * registration started from a job (its link returns to the job with the apply sheet open, signed in) and not
 * for the others, whose link leads to `/auth?verified=1` as before. Better Auth reads the option on each
 * verification request (better-auth 1.7, api/routes/email-verification), so auth.server.ts makes it a getter
 * that asks `autoSignInWanted()`, and the /api/auth route runs each verification inside
 * `withVerificationScope`, which decides from the link's own callbackURL. tests/integration/apply-sheet.test.ts
 * checks both kinds of link, so a Better Auth change of this behaviour fails a test.
 */
const scope = new AsyncLocalStorage<boolean>();

/** Paths a verification link returns to without signing in (the sign-in pages: the user signs in there). */
const SIGN_IN_PAGES = ["/auth", "/register", "/employers/register", "/reset-password", "/logout", "/api"];

/** Does a verification link with this callbackURL sign its user in? Only for a return path on this site. */
export function signsInOnVerification(callbackURL: string | null): boolean {
  return safeRedirect(callbackURL, "", { refuse: SIGN_IN_PAGES }) !== "";
}

export function autoSignInWanted(): boolean {
  return scope.getStore() === true;
}

/** Runs a request to Better Auth's handler; a GET of /verify-email gets the decision above. */
export function withVerificationScope<T>(request: Request, run: () => T): T {
  const url = new URL(request.url);
  const wanted =
    request.method === "GET" &&
    url.pathname.endsWith("/verify-email") &&
    signsInOnVerification(url.searchParams.get("callbackURL"));
  return scope.run(wanted, run);
}
