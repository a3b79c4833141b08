import { redirect } from "react-router";
import { services } from "#app/lib/services.server.ts";
import { SESSION_COOKIE_PREFIX } from "./auth.server.ts";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

/** Whether the request carries a session cookie at all (valid or not; "__Secure-" prefixed over HTTPS). */
export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").includes(`${SESSION_COOKIE_PREFIX}.session_token=`);
}

/** The signed-in user from the session cookie, or null. The user id never comes from the request body. */
export async function getUser(request: Request): Promise<SessionUser | null> {
  // Most visitors have no session: answer them without a database query.
  if (!hasSessionCookie(request)) return null;
  const session = await services().auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  return { id: session.user.id, name: session.user.name, email: session.user.email };
}

/** A same-site path to return to after sign-in; anything else (other hosts, "//evil") becomes "/". */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (value.startsWith("/auth") || value.startsWith("/register") || value.startsWith("/api/")) return fallback;
  // Control characters and spaces are not in our paths, and cannot go into a Location header.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value.slice(0, 1000);
}

/**
 * The guard of private pages: no user means a redirect to /auth that remembers where to return. `url` is
 * the loader's or action's normalized URL: `request.url` of a client-side navigation ends in `.data`.
 */
export async function requireUser(request: Request, url: URL): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) {
    throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}
