import { data, redirect } from "react-router";
import { services } from "#app/lib/services.server.ts";
import { hasSessionCookie } from "#app/lib/session-cookie.ts";

export type AccountKind = "job_seeker" | "employer";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** A job seeker or an employer account, fixed at sign-up. */
  kind: AccountKind;
  isAdmin: boolean;
  /** The company the employer works in at the moment (the session's active organization), if chosen. */
  activeCompanyId: string | null;
}

/** The signed-in user from the session cookie, or null. The user id never comes from the request body. */
export async function getUser(request: Request): Promise<SessionUser | null> {
  // Most visitors have no session: answer them without a database query.
  if (!hasSessionCookie(request)) return null;
  const session = await services().auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    kind: user.kind === "employer" ? "employer" : "job_seeker",
    isAdmin: user.isAdmin === true,
    activeCompanyId: session.session.activeOrganizationId ?? null,
  };
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

/** The guard of /admin pages: anyone but a signed-in administrator gets a 404, as if the pages did not exist. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user?.isAdmin) throw data(null, { status: 404 });
  return user;
}
