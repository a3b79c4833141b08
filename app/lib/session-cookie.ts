/** The prefix of Better Auth's cookies (set in app/features/auth/auth.server.ts). */
export const SESSION_COOKIE_PREFIX = "pearlbridge";

/** Whether the request carries a session cookie at all (valid or not; "__Secure-" prefixed over HTTPS). */
export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").includes(`${SESSION_COOKIE_PREFIX}.session_token=`);
}
