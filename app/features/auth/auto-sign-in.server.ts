import { AsyncLocalStorage } from "node:async_hooks";
import { safeRedirect } from "#app/lib/redirects.ts";

/**
 * The verification link signs in only for a registration with a return path (started from a job): Better Auth's
 * `autoSignInAfterVerification` is one switch for every link, and on for all it would turn every other registration's
 * "verified, now log in" into an automatic session. auth.server.ts makes the option a getter that reads this request scope
 * (docs/decisions/074-sign-in-by-verification-link.md); tests/integration/apply-sheet.test.ts fails if an upgrade breaks it.
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
