import { redirect } from "react-router";
import { services } from "#app/lib/services.server.ts";
import { hasSessionCookie } from "#app/lib/session-cookie.ts";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

/** The signed-in user from the session cookie, or null. The user id never comes from the request body. */
export async function getUser(request: Request): Promise<SessionUser | null> {
  // Most visitors have no session: answer them without a database query.
  if (!hasSessionCookie(request)) return null;
  const session = await services().auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  return { id: session.user.id, name: session.user.name, email: session.user.email };
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
