import { and, asc, eq } from "drizzle-orm";
import { data } from "react-router";
import { redirect } from "#app/lib/i18n/redirect.ts";
import { companyProfiles, member, organization } from "#db/schema.ts";
import { db, services } from "#app/lib/services.server.ts";
import { hasSessionCookie } from "#app/lib/session-cookie.ts";
import { asRole, type CompanyRole } from "#vocabulary/roles.ts";

/**
 * Who may do what, in one module: who is signed in, the guards of private pages, of the console and of the
 * employer area, and company membership (the member table belongs to Better Auth's organization plugin, so
 * it is read here, in auth). Routes call these first in every loader and action.
 */

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

export interface Membership {
  companyId: string;
  name: string;
  slug: string;
  role: CompanyRole;
  verified: boolean;
  suspended: boolean;
}

/** Who is working, and in which company: what every employer page starts from. */
export interface EmployerContext {
  user: SessionUser;
  /** The company the employer works in now: the session's active one, else their first. */
  company: Membership;
  /** Every company the account belongs to (for the switcher), oldest membership first. */
  companies: Membership[];
}

/** Why an employer page refused a signed-in account (the data of the 403 the employer pages' boundary shows). */
export type EmployerRefusal = { reason: "job_seeker" } | { reason: "no_company" };

/** The companies a user belongs to, oldest membership first. */
export async function membershipsOf(userId: string): Promise<Membership[]> {
  const rows = await db()
    .select({
      companyId: organization.id,
      name: organization.name,
      slug: organization.slug,
      role: member.role,
      verified: companyProfiles.verified,
      suspended: companyProfiles.suspended,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .innerJoin(companyProfiles, eq(companyProfiles.organizationId, organization.id))
    .where(eq(member.userId, userId))
    .orderBy(asc(member.createdAt), asc(organization.name));
  return rows.map((r) => ({ ...r, role: asRole(r.role) }));
}

/**
 * The guard of every employer page and action. Signed out: to /auth, returning here afterwards. A job seeker
 * account: 403 with the reason "job_seeker" (the page says so and links to /employers/register). An employer
 * who belongs to no company (they left it): 403 "no_company". Otherwise the active company.
 *
 * Pages must then load only rows of `company.id`: a job or an application of another company is a 404
 * (requireCompanyJob and friends in the features that own those rows).
 */
export async function requireEmployer(request: Request, url: URL): Promise<EmployerContext> {
  const user = await requireUser(request, url);
  if (user.kind !== "employer") throw data<EmployerRefusal>({ reason: "job_seeker" }, { status: 403 });
  const companies = await membershipsOf(user.id);
  const company = companies.find((c) => c.companyId === user.activeCompanyId) ?? companies[0];
  if (!company) throw data<EmployerRefusal>({ reason: "no_company" }, { status: 403 });
  return { user, company, companies };
}

/** Owners and admins manage the team and the company profile; recruiters work on jobs and applicants. */
export function canManageCompany(role: CompanyRole): boolean {
  return role === "owner" || role === "admin";
}

/** For actions only owners and admins may take: anyone else gets a 404, as if the action did not exist. */
export function requireCompanyManager(ctx: EmployerContext): void {
  if (!canManageCompany(ctx.company.role)) throw data(null, { status: 404 });
}

/** Whether a user is a member of a company (for files and rows reached by id). */
export async function isMemberOf(userId: string, companyId: string): Promise<boolean> {
  const rows = await db()
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.organizationId, companyId)))
    .limit(1);
  return rows.length > 0;
}

/** Where an employer goes after signing in (and the start of the employer pages). */
export const EMPLOYER_HOME = "/employer";
