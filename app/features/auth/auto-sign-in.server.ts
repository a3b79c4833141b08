import { AsyncLocalStorage } from "node:async_hooks";
import { safeRedirect } from "#app/lib/redirects.ts";
import { localeOfPath, localizePath, unlocalizePath } from "#app/lib/i18n/locale.ts";

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
  // In either language: a German mail's link returns to /de/... (the sign-in pages there sign nobody in either).
  return safeRedirect(callbackURL === null ? null : unlocalizePath(callbackURL), "", { refuse: SIGN_IN_PAGES }) !== "";
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

/** The return path a sign-up carried (its verification link's callbackURL), or null. */
export async function signUpReturnPath(request: Request | undefined): Promise<string | null> {
  try {
    const body = (await request?.json()) as { callbackURL?: unknown } | undefined;
    const callback = typeof body?.callbackURL === "string" ? body.callbackURL : null;
    return signsInOnVerification(callback) ? callback : null;
  } catch {
    return null;
  }
}

/**
 * Where a verification link that failed (expired, altered, already used by another account) leads instead of where
 * Better Auth sends it: back to its callbackURL with `error=...`, which a job page would pass over in silence. The
 * sign-in page says so and offers a new link, keeping the return path. Null for every other answer.
 */
export function failedVerificationTarget(request: Request, response: Response): string | null {
  const url = new URL(request.url);
  if (request.method !== "GET" || !url.pathname.endsWith("/verify-email")) return null;
  const location = response.headers.get("location");
  if (!location || response.status < 300 || response.status >= 400) return null;
  const target = new URL(location, url);
  const error = target.searchParams.get("error");
  // The sign-in page, the link's callback without a return path, says it itself.
  if (!error || unlocalizePath(target.pathname) === "/auth") return null;
  const params = new URLSearchParams({ verified: "1", error });
  const callback = url.searchParams.get("callbackURL");
  if (signsInOnVerification(callback)) params.set("redirectTo", unlocalizePath(callback!));
  // The sign-in page in the language of the link's page (the mail's).
  return localizePath(`/auth?${params}`, localeOfPath(target.pathname));
}
