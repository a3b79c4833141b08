/**
 * Who may see and do what: one table over every employer, admin, profile and file route, for six actors (signed
 * out, a job seeker who applied to company A, a recruiter of A, a recruiter of B, the owner of A, an
 * administrator who is no member of A). Each (route, actor) pair is one test that calls the real route module
 * on PostgreSQL. Refused state-changing attempts must leave the database as it was, and no answer to someone
 * outside company A may contain A's internal data. A last test fails when app/routes.ts gains a route of
 * these areas that the table does not list. The rules in words: docs/product.md#employers ("Who may see what").
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  candidateProfiles,
  companyProfiles,
  invitation,
  jobAlerts,
  jobApplications,
  jobs,
  member,
  organization,
  session,
} from "#db/schema.ts";
import { applyForJob } from "#app/features/applications/applications.server.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { newStorageKey } from "#app/lib/storage/keys.ts";
import routes from "#app/routes.ts";
import * as accountData from "#app/routes/account.data.ts";
import * as adminIndex from "#app/routes/admin._index.tsx";
import * as alerts from "#app/routes/alerts.tsx";
import * as adminAudit from "#app/routes/admin.audit.tsx";
import * as adminMail from "#app/routes/admin.mail.tsx";
import * as adminCompanies from "#app/routes/admin.companies.tsx";
import * as adminJobs from "#app/routes/admin.jobs.tsx";
import * as adminMembers from "#app/routes/admin.members.tsx";
import * as adminModeration from "#app/routes/admin.moderation.tsx";
import * as adminReports from "#app/routes/admin.reports.tsx";
import * as adminLayout from "#app/routes/admin.tsx";
import * as applicationCv from "#app/routes/employer.application-cv.ts";
import * as employerCompany from "#app/routes/employer-company.tsx";
import * as employerDashboard from "#app/routes/employer-dashboard.tsx";
import * as employerInvitation from "#app/routes/employer-invitation.tsx";
import * as employerSwitch from "#app/routes/employer-switch.ts";
import * as employerTeam from "#app/routes/employer-team.tsx";
import * as applicantsCsv from "#app/routes/employer.jobs.applicants-csv.ts";
import * as applicants from "#app/routes/employer.jobs.applicants.tsx";
import * as editJob from "#app/routes/employer.jobs.edit.tsx";
import * as newJob from "#app/routes/employer.jobs.new.tsx";
import * as employerJobs from "#app/routes/employer.jobs.tsx";
import * as employerLayout from "#app/routes/employer.tsx";
import * as jobPage from "#app/routes/job.tsx";
import * as media from "#app/routes/media.ts";
import * as profileCv from "#app/routes/profile.cv.ts";
import * as profile from "#app/routes/profile.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { minimalPdf } from "../support/files.ts";
import { itemAt } from "../support/item-at.ts";
import { outcome, type RouteOutcome } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

/* ---------- The actors ---------- */

const ACTORS = ["signedOut", "seeker", "recruiterA", "recruiterB", "ownerA", "admin"] as const;
type Actor = (typeof ACTORS)[number];

const ACTOR_NAMES: Record<Actor, string> = {
  signedOut: "someone signed out",
  seeker: "a job seeker",
  recruiterA: "recruiter of A",
  recruiterB: "recruiter of B",
  ownerA: "owner of A",
  admin: "an administrator (no member of A)",
};

/** The members of company A: everyone else must never see A's internal data. */
const MEMBERS_OF_A: readonly Actor[] = ["recruiterA", "ownerA"];

/* ---------- The expected answers ---------- */

/** A status code, or a redirect to the sign-in page that returns to the requested address afterwards. */
type Expected = number | "sign-in";
const SIGN_IN = "sign-in" as const;

/** One column per actor, in the order of ACTORS: signed out, seeker, recruiter A, recruiter B, owner A, admin. */
function by(...answers: [Expected, Expected, Expected, Expected, Expected, Expected]): Record<Actor, Expected> {
  return Object.fromEntries(ACTORS.map((actor, i) => [actor, answers[i]])) as Record<Actor, Expected>;
}

// Employer pages without an id work in the actor's own (active) company: recruiter B sees B, never A.
const EMPLOYER_PAGE = by(SIGN_IN, 403, 200, 200, 200, 403);
// A job, applicant or file of company A, reached by id.
const COMPANY_A_ONLY = by(SIGN_IN, 403, 200, 404, 200, 403);
const ADMINS_ONLY = by(404, 404, 404, 404, 404, 200);

/** Answers that mean the guard let the actor through (an action may still refuse the form or break a rule). */
const passedGuard = (e: Expected) => e !== SIGN_IN && e !== 403 && e !== 404;

/* ---------- The fixtures, made once ---------- */

interface Fixtures {
  companyA: string;
  companyB: string;
  /** A's published job, with the seeker's application. */
  jobA: string;
  /** A's draft: 404 to everyone outside A, a preview inside. */
  draftA: string;
  draftTitle: string;
  /** B's published job. */
  jobB: string;
  applicationId: number;
  applicationCvKey: string;
  profileCvKey: string;
  logoKey: string;
  invitationId: string;
  ownerMemberId: string;
  recruiterMemberId: string;
  recruiterBMemberId: string;
  /** A job alert of someone who is none of the actors (confirmed signed out). */
  alertId: string;
}
const f = {} as Fixtures;

/* ---------- The table ---------- */

interface MatrixRow {
  /** The route's path and module file, as in app/routes.ts. */
  route: string;
  file: string;
  method: "GET" | "POST";
  /** What the actor tries, for the test's name ("read company A's applicants CSV"). */
  what: string;
  url: (fx: Fixtures) => string;
  /** The POST's fields (a multipart body when `multipart`). */
  form?: (fx: Fixtures) => Record<string, string>;
  multipart?: boolean;
  expect: Record<Actor, Expected>;
  /** Why an actor who passed the guard still gets a 4xx (the form, a team rule). */
  because?: Partial<Record<number, string>>;
  /** What a refused attempt must leave unchanged (the audit log is always checked for POSTs). */
  state?: (fx: Fixtures) => Promise<unknown>;
  /** Nobody's attempt may change anything, not even that of an actor who passed the guard. */
  changesNothing?: boolean;
  /** The page shows its data to anyone who has the link (an invitation): no check for A's internal data. */
  forLinkHolders?: boolean;
}

const one = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

/** The services, set in beforeAll; the state functions read the database through it. */
let s: TestServices;

const jobState = (id: string) =>
  one(s.db.select({ title: jobs.title, status: jobs.status, companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, id)));
const jobCount = async () => (await s.db.select({ n: count() }).from(jobs))[0]?.n;
const membersOf = (companyId: string) =>
  s.db
    .select({ id: member.id, userId: member.userId, role: member.role })
    .from(member)
    .where(eq(member.organizationId, companyId))
    .orderBy(member.id);

const EMPLOYER_NOTE = "A-internal note: strong candidate, salary expectation 46k";

const ROWS: MatrixRow[] = [
  // The employer area (frame and dashboard).
  {
    route: "employer",
    file: "routes/employer.tsx",
    method: "GET",
    what: "open the employer frame",
    url: () => "/employer",
    expect: EMPLOYER_PAGE,
  },
  {
    route: "employer",
    file: "routes/employer-dashboard.tsx",
    method: "GET",
    what: "open the employer dashboard",
    url: () => "/employer",
    expect: EMPLOYER_PAGE,
  },
  // Company profile.
  {
    route: "employer/company",
    file: "routes/employer-company.tsx",
    method: "GET",
    what: "read the company profile",
    url: () => "/employer/company",
    expect: EMPLOYER_PAGE,
  },
  {
    route: "employer/company",
    file: "routes/employer-company.tsx",
    method: "POST",
    what: "edit the company profile",
    url: () => "/employer/company",
    multipart: true,
    form: () => ({ name: "Hijacked GmbH", industry: "Care", website: "not a web address" }),
    expect: by(SIGN_IN, 403, 404, 404, 400, 403),
    because: { 400: "the form's errors" },
    state: (fx) =>
      one(
        s.db
          .select({ name: organization.name, website: companyProfiles.website, logo: companyProfiles.logoKey })
          .from(organization)
          .innerJoin(companyProfiles, eq(companyProfiles.organizationId, organization.id))
          .where(eq(organization.id, fx.companyA)),
      ),
  },
  // Team.
  {
    route: "employer/team",
    file: "routes/employer-team.tsx",
    method: "GET",
    what: "read the team",
    url: () => "/employer/team",
    expect: EMPLOYER_PAGE,
  },
  {
    route: "employer/team",
    file: "routes/employer-team.tsx",
    method: "POST",
    what: "invite a colleague as admin",
    url: () => "/employer/team",
    form: () => ({ intent: "invite", email: "colleague@example.org", role: "admin" }),
    expect: by(SIGN_IN, 403, 404, 404, 302, 403),
    state: (fx) =>
      s.db
        .select({ id: invitation.id })
        .from(invitation)
        .where(eq(invitation.organizationId, fx.companyA))
        .orderBy(invitation.id),
  },
  {
    route: "employer/team",
    file: "routes/employer-team.tsx",
    method: "POST",
    what: "make the owner of company A a recruiter",
    url: () => "/employer/team",
    form: (fx) => ({ intent: "change-role", memberId: fx.ownerMemberId, role: "recruiter" }),
    expect: by(SIGN_IN, 403, 404, 404, 409, 403),
    because: { 409: "a company keeps its last owner" },
    state: (fx) => membersOf(fx.companyA),
  },
  {
    route: "employer/team",
    file: "routes/employer-team.tsx",
    method: "POST",
    what: "remove the owner of company A",
    url: () => "/employer/team",
    form: (fx) => ({ intent: "remove-member", memberId: fx.ownerMemberId }),
    expect: by(SIGN_IN, 403, 404, 404, 409, 403),
    because: { 409: "a company keeps its last owner" },
    state: (fx) => membersOf(fx.companyA),
  },
  {
    route: "employer/team",
    file: "routes/employer-team.tsx",
    method: "POST",
    what: "remove recruiter of B from company B's team",
    url: () => "/employer/team",
    form: (fx) => ({ intent: "remove-member", memberId: fx.recruiterBMemberId }),
    // Recruiter B's own team, but recruiters remove nobody; A's owner works in A, where that member is unknown.
    expect: by(SIGN_IN, 403, 404, 404, 404, 403),
    state: (fx) => membersOf(fx.companyB),
  },
  // Jobs.
  {
    route: "employer/jobs",
    file: "routes/employer.jobs.tsx",
    method: "GET",
    what: "list the company's jobs",
    url: () => "/employer/jobs",
    expect: EMPLOYER_PAGE,
  },
  {
    route: "employer/jobs",
    file: "routes/employer.jobs.tsx",
    method: "POST",
    what: "duplicate company A's job",
    url: () => "/employer/jobs",
    form: (fx) => ({ intent: "duplicate", jobId: fx.jobA }),
    expect: by(SIGN_IN, 403, 302, 404, 302, 403),
    state: jobCount,
  },
  {
    route: "employer/jobs",
    file: "routes/employer.jobs.tsx",
    method: "POST",
    what: "extend the deadline of company A's job",
    url: () => "/employer/jobs",
    form: (fx) => ({
      intent: "extend",
      jobId: fx.jobA,
      deadline: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    }),
    expect: by(SIGN_IN, 403, 302, 404, 302, 403),
    state: (fx) => one(s.db.select({ deadline: jobs.applicationDeadline }).from(jobs).where(eq(jobs.id, fx.jobA))),
  },
  {
    route: "employer/jobs/new",
    file: "routes/employer.jobs.new.tsx",
    method: "GET",
    what: "open the new job form",
    url: () => "/employer/jobs/new",
    expect: EMPLOYER_PAGE,
  },
  {
    route: "employer/jobs/new",
    file: "routes/employer.jobs.new.tsx",
    method: "POST",
    what: "post an incomplete new job",
    url: () => "/employer/jobs/new",
    form: () => ({ intent: "publish", title: "Intruder job" }),
    expect: by(SIGN_IN, 403, 400, 400, 400, 403),
    because: { 400: "the form's errors" },
    state: jobCount,
  },
  {
    route: "employer/jobs/:id/edit",
    file: "routes/employer.jobs.edit.tsx",
    method: "GET",
    what: "open company A's draft for editing",
    url: (fx) => `/employer/jobs/${fx.draftA}/edit`,
    expect: COMPANY_A_ONLY,
  },
  {
    route: "employer/jobs/:id/edit",
    file: "routes/employer.jobs.edit.tsx",
    method: "POST",
    what: "save company A's draft",
    url: (fx) => `/employer/jobs/${fx.draftA}/edit`,
    form: () => ({ intent: "publish", title: "Hijacked title" }),
    expect: by(SIGN_IN, 403, 400, 404, 400, 403),
    because: { 400: "the form's errors" },
    state: (fx) => jobState(fx.draftA),
  },
  {
    route: "employer/jobs/:id/edit",
    file: "routes/employer.jobs.edit.tsx",
    method: "GET",
    what: "open company B's job for editing",
    url: (fx) => `/employer/jobs/${fx.jobB}/edit`,
    expect: by(SIGN_IN, 403, 404, 200, 404, 403),
  },
  // Applicants.
  {
    route: "employer/jobs/:id/applicants",
    file: "routes/employer.jobs.applicants.tsx",
    method: "GET",
    what: "read company A's applicants",
    url: (fx) => `/employer/jobs/${fx.jobA}/applicants`,
    expect: COMPANY_A_ONLY,
  },
  {
    route: "employer/jobs/:id/applicants",
    file: "routes/employer.jobs.applicants.tsx",
    method: "POST",
    what: "write a note on company A's applicant",
    url: (fx) => `/employer/jobs/${fx.jobA}/applicants`,
    form: (fx) => ({ intent: "note", applicationId: String(fx.applicationId), note: EMPLOYER_NOTE }),
    expect: by(SIGN_IN, 403, 302, 404, 302, 403),
    state: (fx) =>
      one(
        s.db
          .select({ status: jobApplications.status, note: jobApplications.employerNote })
          .from(jobApplications)
          .where(eq(jobApplications.id, fx.applicationId)),
      ),
  },
  {
    route: "employer/jobs/:id/applicants",
    file: "routes/employer.jobs.applicants.tsx",
    method: "POST",
    what: "change the status of company A's applicant",
    url: (fx) => `/employer/jobs/${fx.jobA}/applicants`,
    form: (fx) => ({ intent: "status", applicationId: String(fx.applicationId), status: "submitted" }),
    // For members the same status is refused (nothing to change); for everyone else the guard answers first.
    expect: by(SIGN_IN, 403, 409, 404, 409, 403),
    because: { 409: "it is already Submitted" },
    state: (fx) =>
      one(s.db.select({ status: jobApplications.status }).from(jobApplications).where(eq(jobApplications.id, fx.applicationId))),
  },
  {
    route: "employer/jobs/:id/applicants",
    file: "routes/employer.jobs.applicants.tsx",
    method: "GET",
    what: "read company B's applicants",
    url: (fx) => `/employer/jobs/${fx.jobB}/applicants`,
    expect: by(SIGN_IN, 403, 404, 200, 404, 403),
  },
  {
    route: "employer/jobs/:id/applicants",
    file: "routes/employer.jobs.applicants.tsx",
    method: "POST",
    what: "write a note on company A's applicant through company B's job",
    url: (fx) => `/employer/jobs/${fx.jobB}/applicants`,
    form: (fx) => ({ intent: "note", applicationId: String(fx.applicationId), note: "Seen by B" }),
    expect: by(SIGN_IN, 403, 404, 404, 404, 403),
    state: (fx) =>
      one(
        s.db.select({ note: jobApplications.employerNote }).from(jobApplications).where(eq(jobApplications.id, fx.applicationId)),
      ),
  },
  {
    route: "employer/jobs/:id/applicants.csv",
    file: "routes/employer.jobs.applicants-csv.ts",
    method: "GET",
    what: "download company A's applicants CSV",
    url: (fx) => `/employer/jobs/${fx.jobA}/applicants.csv`,
    expect: COMPANY_A_ONLY,
  },
  {
    route: "employer/applications/:applicationId/cv",
    file: "routes/employer.application-cv.ts",
    method: "GET",
    what: "download the CV sent to company A",
    url: (fx) => `/employer/applications/${fx.applicationId}/cv`,
    // A file: 404 to everyone who may not have it, signed out included (it never tells whether it exists).
    expect: by(404, 404, 200, 404, 200, 404),
  },
  // Company switcher and invitations (outside the frame).
  {
    route: "employer/switch",
    file: "routes/employer-switch.ts",
    method: "POST",
    what: "switch to company A",
    url: () => "/employer/switch",
    form: (fx) => ({ companyId: fx.companyA, redirectTo: "/employer/jobs" }),
    expect: by(SIGN_IN, 403, 302, 404, 302, 403),
    state: () => s.db.select({ userId: session.userId, active: session.activeOrganizationId }).from(session).orderBy(session.id),
  },
  {
    route: "employer/invitations/:id",
    file: "routes/employer-invitation.tsx",
    method: "GET",
    what: "open company A's invitation link",
    url: (fx) => `/employer/invitations/${fx.invitationId}`,
    // The link is the key: it names the company and role to whoever holds it, and only its address can accept.
    expect: by(200, 200, 200, 200, 200, 200),
    forLinkHolders: true,
  },
  {
    route: "employer/invitations/:id",
    file: "routes/employer-invitation.tsx",
    method: "POST",
    what: "accept an invitation sent to someone else",
    url: (fx) => `/employer/invitations/${fx.invitationId}`,
    form: () => ({ intent: "accept" }),
    expect: by(SIGN_IN, 403, 403, 403, 403, 403),
    forLinkHolders: true,
    state: async (fx) => [
      await membersOf(fx.companyA),
      await s.db.select().from(invitation).where(eq(invitation.id, fx.invitationId)),
    ],
  },
  // The public job page of a draft: a preview for company A only.
  {
    route: "job/:id",
    file: "routes/job.tsx",
    method: "GET",
    what: "preview company A's draft",
    url: (fx) => `/job/${fx.draftA}`,
    expect: by(404, 404, 200, 404, 200, 404),
  },
  // Files.
  {
    route: "media/*",
    file: "routes/media.ts",
    method: "GET",
    what: "see company A's public logo",
    url: (fx) => `/media/${fx.logoKey}`,
    expect: by(200, 200, 200, 200, 200, 200),
  },
  {
    route: "media/*",
    file: "routes/media.ts",
    method: "GET",
    what: "fetch an application's CV through /media",
    url: (fx) => `/media/${fx.applicationCvKey}`,
    expect: by(404, 404, 404, 404, 404, 404),
  },
  {
    route: "media/*",
    file: "routes/media.ts",
    method: "GET",
    what: "fetch the seeker's profile CV through /media",
    url: (fx) => `/media/${fx.profileCvKey}`,
    expect: by(404, 404, 404, 404, 404, 404),
  },
  // The candidate's own pages and files.
  {
    route: "profile",
    file: "routes/profile.tsx",
    method: "GET",
    what: "open their own profile",
    url: () => "/profile",
    expect: by(SIGN_IN, 200, 200, 200, 200, 200),
  },
  {
    route: "profile",
    file: "routes/profile.tsx",
    method: "POST",
    what: "save a profile",
    url: () => "/profile",
    form: () => ({ headline: "Hijacked", germanLevel: "Z9" }),
    // Employers have no candidate profile: the form is refused with a message.
    expect: by(SIGN_IN, 400, 403, 403, 403, 400),
    because: { 400: "the form's errors" },
    state: () => s.db.select().from(candidateProfiles).orderBy(candidateProfiles.userId),
  },
  {
    route: "profile/cv",
    file: "routes/profile.cv.ts",
    method: "GET",
    what: "download their own profile CV (only the seeker has one)",
    url: () => "/profile/cv",
    expect: by(404, 200, 404, 404, 404, 404),
  },
  {
    route: "account/data",
    file: "routes/account.data.ts",
    method: "GET",
    what: "download their own data",
    url: () => "/account/data",
    expect: by(SIGN_IN, 200, 200, 200, 200, 200),
  },
  // Job alerts: everyone's own list; someone else's alert is not found, and nobody can change it.
  {
    route: "alerts",
    file: "routes/alerts.tsx",
    method: "GET",
    what: "open their own job alerts",
    url: () => "/alerts",
    expect: by(SIGN_IN, 200, 200, 200, 200, 200),
  },
  {
    route: "alerts",
    file: "routes/alerts.tsx",
    method: "POST",
    what: "delete someone else's job alert",
    url: () => "/alerts",
    form: (fx) => ({ intent: "delete", alertId: fx.alertId }),
    expect: by(SIGN_IN, 404, 404, 404, 404, 404),
    changesNothing: true,
    state: (fx) => s.db.select().from(jobAlerts).where(eq(jobAlerts.id, fx.alertId)),
  },
  {
    route: "alerts",
    file: "routes/alerts.tsx",
    method: "POST",
    what: "pause someone else's job alert",
    url: () => "/alerts",
    form: (fx) => ({ intent: "pause", alertId: fx.alertId }),
    expect: by(SIGN_IN, 404, 404, 404, 404, 404),
    changesNothing: true,
    state: (fx) => s.db.select().from(jobAlerts).where(eq(jobAlerts.id, fx.alertId)),
  },
  // The administrators' console: 404 to everyone else.
  {
    route: "admin",
    file: "routes/admin.tsx",
    method: "GET",
    what: "open the admin frame",
    url: () => "/admin",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin",
    file: "routes/admin._index.tsx",
    method: "GET",
    what: "open the admin overview",
    url: () => "/admin",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/moderation",
    file: "routes/admin.moderation.tsx",
    method: "GET",
    what: "open the moderation queue",
    url: () => "/admin/moderation",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/moderation",
    file: "routes/admin.moderation.tsx",
    method: "POST",
    what: "approve company A's draft",
    url: () => "/admin/moderation",
    form: (fx) => ({ intent: "approve", jobId: fx.draftA }),
    expect: by(404, 404, 404, 404, 404, 302),
    because: { 302: "refused with a message: a draft is not waiting for review" },
    state: (fx) => jobState(fx.draftA),
    changesNothing: true,
  },
  {
    route: "admin/companies",
    file: "routes/admin.companies.tsx",
    method: "GET",
    what: "list the companies",
    url: () => "/admin/companies",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/companies",
    file: "routes/admin.companies.tsx",
    method: "POST",
    what: "verify company A",
    url: () => "/admin/companies",
    form: (fx) => ({ intent: "verify", companyId: fx.companyA }),
    expect: by(404, 404, 404, 404, 404, 302),
    state: (fx) =>
      one(
        s.db
          .select({ verified: companyProfiles.verified })
          .from(companyProfiles)
          .where(eq(companyProfiles.organizationId, fx.companyA)),
      ),
  },
  {
    route: "admin/jobs",
    file: "routes/admin.jobs.tsx",
    method: "GET",
    what: "list the published jobs",
    url: () => "/admin/jobs",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/jobs",
    file: "routes/admin.jobs.tsx",
    method: "POST",
    what: "unpublish company A's job",
    url: () => "/admin/jobs",
    form: (fx) => ({ intent: "unpublish", jobId: fx.jobA, reason: "" }),
    expect: by(404, 404, 404, 404, 404, 400),
    because: { 400: "a reason is required" },
    state: (fx) => jobState(fx.jobA),
  },
  {
    route: "admin/members",
    file: "routes/admin.members.tsx",
    method: "GET",
    what: "list the members",
    url: () => "/admin/members",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/audit",
    file: "routes/admin.audit.tsx",
    method: "GET",
    what: "read the audit log",
    url: () => "/admin/audit",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/reports",
    file: "routes/admin.reports.tsx",
    method: "GET",
    what: "read the report queue",
    url: () => "/admin/reports",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/reports",
    file: "routes/admin.reports.tsx",
    method: "POST",
    what: "unpublish company A's job from the report queue",
    url: () => "/admin/reports",
    form: (fx) => ({ intent: "unpublish", jobId: fx.jobA, reason: "" }),
    expect: by(404, 404, 404, 404, 404, 400),
    because: { 400: "a reason is required" },
    state: (fx) => jobState(fx.jobA),
  },
  {
    route: "admin/reports",
    file: "routes/admin.reports.tsx",
    method: "POST",
    what: "dismiss the reports about company A's job",
    url: () => "/admin/reports",
    form: (fx) => ({ intent: "dismiss", jobId: fx.jobA }),
    expect: by(404, 404, 404, 404, 404, 302),
    because: { 302: "refused with a message: there are no open reports" },
    state: (fx) => jobState(fx.jobA),
    changesNothing: true,
  },
  {
    route: "admin/mail",
    file: "routes/admin.mail.tsx",
    method: "GET",
    what: "read the undelivered e-mails",
    url: () => "/admin/mail",
    expect: ADMINS_ONLY,
  },
];

/* ---------- Calling the routes ---------- */

type RouteFn = (args: unknown) => unknown;
interface RouteModule {
  loader?: RouteFn;
  action?: RouteFn;
}

const MODULES: Record<string, RouteModule> = {
  "routes/employer.tsx": employerLayout,
  "routes/employer-dashboard.tsx": employerDashboard,
  "routes/employer-company.tsx": employerCompany,
  "routes/employer-team.tsx": employerTeam,
  "routes/employer.jobs.tsx": employerJobs,
  "routes/employer.jobs.new.tsx": newJob,
  "routes/employer.jobs.edit.tsx": editJob,
  "routes/employer.jobs.applicants.tsx": applicants,
  "routes/employer.jobs.applicants-csv.ts": applicantsCsv,
  "routes/employer.application-cv.ts": applicationCv,
  "routes/employer-switch.ts": employerSwitch,
  "routes/employer-invitation.tsx": employerInvitation,
  "routes/job.tsx": jobPage,
  "routes/media.ts": media,
  "routes/profile.tsx": profile,
  "routes/profile.cv.ts": profileCv,
  "routes/account.data.ts": accountData,
  "routes/admin.tsx": adminLayout,
  "routes/admin._index.tsx": adminIndex,
  "routes/admin.moderation.tsx": adminModeration,
  "routes/admin.companies.tsx": adminCompanies,
  "routes/admin.jobs.tsx": adminJobs,
  "routes/admin.members.tsx": adminMembers,
  "routes/admin.audit.tsx": adminAudit,
  "routes/admin.reports.tsx": adminReports,
  "routes/admin.mail.tsx": adminMail,
  "routes/alerts.tsx": alerts,
} as unknown as Record<string, RouteModule>;

/** The route params of `pathname` for the route path `pattern` (":name" segments and a final "*"). */
function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const parts = pathname.replace(/^\//, "").split("/");
  const params: Record<string, string> = {};
  pattern.split("/").forEach((segment, i) => {
    if (segment === "*") params["*"] = parts.slice(i).join("/");
    else if (segment.startsWith(":")) params[segment.slice(1)] = decodeURIComponent(parts[i] ?? "");
  });
  return params;
}

function requestFor(row: MatrixRow, cookie: string | undefined): Request {
  const url = row.url(f);
  if (row.method === "GET") return pageRequest(url, { cookie });
  const fields = row.form?.(f) ?? {};
  if (!row.multipart) return pageRequest(url, { cookie, form: fields });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${TEST_ORIGIN}${url}`, { method: "POST", headers, body });
}

/** The body of an answer as text: a file's or a CSV's bytes, or a page's data. */
async function bodyText(res: RouteOutcome): Promise<string> {
  if (res.response) return res.response.clone().text();
  return JSON.stringify(res.data ?? null);
}

function describeExpected(row: MatrixRow, e: Expected): string {
  if (e === SIGN_IN) return "redirect to sign-in";
  const reason = row.because?.[e];
  return reason ? `${e}: ${reason}` : String(e);
}

/* ---------- The matrix ---------- */

describe("authorization matrix", () => {
  const accounts = {} as Record<Exclude<Actor, "signedOut">, Account>;
  const cookieOf = (actor: Actor) => (actor === "signedOut" ? undefined : accounts[actor].cookie);

  /** What nobody outside company A may ever receive: its internal data and (for other employers) the candidate's. */
  function secretsFor(actor: Actor): string[] {
    if (MEMBERS_OF_A.includes(actor)) return [];
    const internal = [f.draftTitle, EMPLOYER_NOTE, accounts.ownerA.email, accounts.recruiterA.email, "invitee@example.org"];
    const candidate = ["joseph.okello@example.org", "+256 772 000111", "Okello CV.pdf"];
    return actor === "seeker" ? internal : [...internal, ...candidate];
  }

  beforeAll(async () => {
    s = await createTestServices({ ADMIN_EMAILS: "admin@example.org" });
    await seedSampleData(s.db);

    const companyOf = async (name: string) =>
      itemAt(await s.db.select({ id: organization.id }).from(organization).where(eq(organization.name, name)), 0, name).id;
    /** Makes `account` a recruiter of `companyId` only (in place of the company its sign-up created). */
    const makeRecruiter = (account: Account, companyId: string) =>
      s.db.update(member).set({ organizationId: companyId, role: "recruiter" }).where(eq(member.userId, account.id));

    accounts.ownerA = await createSignedInUser(s, { companyName: "Alster Pflege GmbH", email: "owner.a@example.org" });
    f.companyA = await companyOf("Alster Pflege GmbH");
    await createSignedInUser(s, { companyName: "Bodensee Bau GmbH", email: "owner.b@example.org" });
    f.companyB = await companyOf("Bodensee Bau GmbH");
    accounts.recruiterA = await createSignedInUser(s, { companyName: "Temporary A", email: "recruiter.a@example.org" });
    await makeRecruiter(accounts.recruiterA, f.companyA);
    accounts.recruiterB = await createSignedInUser(s, { companyName: "Temporary B", email: "recruiter.b@example.org" });
    await makeRecruiter(accounts.recruiterB, f.companyB);
    accounts.admin = await createSignedInUser(s, { email: "admin@example.org", name: "Ada Admin" });
    accounts.seeker = await createSignedInUser(s, {
      name: "Joseph Okello",
      email: "joseph.okello@example.org",
      phoneNumber: "+256 772 000111",
    });

    const members = await s.db.select({ id: member.id, userId: member.userId }).from(member);
    f.ownerMemberId = itemAt(
      members.filter((m) => m.userId === accounts.ownerA.id),
      0,
      "owner membership",
    ).id;
    f.recruiterMemberId = itemAt(
      members.filter((m) => m.userId === accounts.recruiterA.id),
      0,
      "recruiter membership",
    ).id;
    f.recruiterBMemberId = itemAt(
      members.filter((m) => m.userId === accounts.recruiterB.id),
      0,
      "recruiter B membership",
    ).id;

    f.alertId = "7d0c7c1e-4f7a-4c55-9d39-2a6f0f1f0a11";
    await s.db
      .insert(jobAlerts)
      .values({ id: f.alertId, email: "alert.owner@example.org", query: "search=nurse", frequency: "daily", status: "active" });

    // Three seeded jobs become A's published job, A's draft and B's published job.
    const seeded = await s.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "published")).limit(3);
    f.jobA = itemAt(seeded, 0, "seeded jobs").id;
    f.draftA = itemAt(seeded, 1, "seeded jobs").id;
    f.jobB = itemAt(seeded, 2, "seeded jobs").id;
    f.draftTitle = "Secret draft: Intensivpflege Nachtdienst";
    await s.db.update(jobs).set({ companyId: f.companyA }).where(eq(jobs.id, f.jobA));
    await s.db
      .update(jobs)
      .set({ companyId: f.companyA, status: "draft", title: f.draftTitle, publishedAt: null, applicationDeadline: null })
      .where(eq(jobs.id, f.draftA));
    await s.db.update(jobs).set({ companyId: f.companyB }).where(eq(jobs.id, f.jobB));

    // The seeker's profile CV and their application to A's job, with its own stored copy of the CV.
    f.profileCvKey = newStorageKey("cvs", "pdf");
    const pdf = minimalPdf("Joseph Okello");
    await s.storage.put(f.profileCvKey, pdf, "application/pdf");
    await s.db.insert(candidateProfiles).values({
      userId: accounts.seeker.id,
      headline: "Registered nurse from Gulu",
      cvKey: f.profileCvKey,
      cvFileName: "Okello CV.pdf",
      cvContentType: "application/pdf",
      cvSize: pdf.length,
      cvUploadedAt: new Date(),
    });
    expect((await applyForJob(accounts.seeker.id, f.jobA)).ok).toBe(true);
    f.applicationCvKey = newStorageKey("cvs", "pdf");
    await s.storage.put(f.applicationCvKey, pdf, "application/pdf");
    const updated = await s.db
      .update(jobApplications)
      .set({ cvKey: f.applicationCvKey, cvFileName: "Okello CV.pdf", employerNote: EMPLOYER_NOTE })
      .where(and(eq(jobApplications.userId, accounts.seeker.id), eq(jobApplications.jobId, f.jobA)))
      .returning({ id: jobApplications.id });
    f.applicationId = itemAt(updated, 0, "the seeker's application").id;

    // A's logo, as the company form stores it.
    f.logoKey = newStorageKey("logos", "webp");
    await s.storage.put(f.logoKey, new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]), "image/webp");
    await s.db.update(companyProfiles).set({ logoKey: f.logoKey }).where(eq(companyProfiles.organizationId, f.companyA));

    // A pending invitation of company A for someone who is none of the actors.
    const invited = await outcome(() =>
      employerTeam.action(
        routeArgs(
          pageRequest("/employer/team", {
            cookie: accounts.ownerA.cookie,
            form: { intent: "invite", email: "invitee@example.org", role: "recruiter" },
          }),
        ),
      ),
    );
    expect(invited.status).toBe(302);
    f.invitationId = itemAt(
      await s.db.select({ id: invitation.id }).from(invitation).where(eq(invitation.email, "invitee@example.org")),
      0,
      "invitation",
    ).id;
  });
  afterAll(() => s.close());

  for (const row of ROWS) {
    describe(`${row.method} /${row.route} (${row.file})`, () => {
      for (const actor of ACTORS) {
        const expected = row.expect[actor];
        const verb = passedGuard(expected) ? "can" : "cannot";
        it(`${ACTOR_NAMES[actor]} ${verb} ${row.what} (${describeExpected(row, expected)})`, async () => {
          const module = itemAt(
            [MODULES[row.file]].filter((m) => m !== undefined),
            0,
            `route modules (${row.file})`,
          );
          const fn = row.method === "GET" ? module.loader : module.action;
          if (!fn) throw new Error(`${row.file} has no ${row.method === "GET" ? "loader" : "action"}`);
          const refused = !passedGuard(expected) || (typeof expected === "number" && expected >= 400);
          const auditCount = async () => (await s.db.select({ n: count() }).from(auditLog))[0]?.n;
          const before =
            row.method === "POST" && (refused || row.changesNothing) ? [await auditCount(), await row.state?.(f)] : null;

          const request = requestFor(row, cookieOf(actor));
          const res = await outcome(() => fn(routeArgs(request, paramsOf(row.route, new URL(request.url).pathname))));

          if (expected === SIGN_IN) {
            expect(res).toMatchObject({ status: 302, location: `/auth?redirectTo=${encodeURIComponent(row.url(f))}` });
          } else {
            expect(res.status).toBe(expected);
          }
          if (before) expect([await auditCount(), await row.state?.(f)]).toEqual(before);
          if (!row.forLinkHolders && !(row.route.startsWith("admin") && actor === "admin")) {
            const text = await bodyText(res);
            for (const secret of secretsFor(actor)) expect(text, `${actor} must not receive "${secret}"`).not.toContain(secret);
          }
        });
      }
    });
  }

  describe("the answers that let an actor through carry the right data", () => {
    it("members of A download the CV the candidate sent, as an attachment, and the CSV lists the candidate", async () => {
      for (const actor of MEMBERS_OF_A) {
        const cv = await outcome(() =>
          applicationCv.loader(
            routeArgs(pageRequest(`/employer/applications/${f.applicationId}/cv`, { cookie: cookieOf(actor) }), {
              applicationId: String(f.applicationId),
            }),
          ),
        );
        expect(cv.response?.headers.get("Content-Disposition")).toMatch(/^attachment;/);
        expect(Buffer.from(await cv.response!.arrayBuffer())).toEqual(minimalPdf("Joseph Okello"));
        const csv = await outcome(() =>
          applicantsCsv.loader(
            routeArgs(pageRequest(`/employer/jobs/${f.jobA}/applicants.csv`, { cookie: cookieOf(actor) }), { id: f.jobA }),
          ),
        );
        expect(await csv.response?.text()).toContain("joseph.okello@example.org");
      }
    });

    it("the employer pages refuse the seeker and the administrator as job seeker accounts", async () => {
      for (const actor of ["seeker", "admin"] as const) {
        const res = await outcome(() => employerLayout.loader(routeArgs(pageRequest("/employer", { cookie: cookieOf(actor) }))));
        expect(res).toMatchObject({ status: 403, data: { reason: "job_seeker" } });
      }
    });

    it("recruiter of A cannot make itself an owner (404), and its role stays recruiter", async () => {
      const before = await membersOf(f.companyA);
      const res = await outcome(() =>
        employerTeam.action(
          routeArgs(
            pageRequest("/employer/team", {
              cookie: cookieOf("recruiterA"),
              form: { intent: "change-role", memberId: f.recruiterMemberId, role: "owner" },
            }),
          ),
        ),
      );
      expect(res.status).toBe(404);
      expect(await membersOf(f.companyA)).toEqual(before);
      expect(before.find((m) => m.id === f.recruiterMemberId)?.role).toBe("recruiter");
    });

    it("recruiter of B works in company B: its job list has B's job and none of A's", async () => {
      const res = await outcome(() =>
        employerJobs.loader(routeArgs(pageRequest("/employer/jobs", { cookie: cookieOf("recruiterB") }))),
      );
      const ids = (res.data as { jobs: { id: string }[] }).jobs.map((j) => j.id);
      expect(ids).toContain(f.jobB);
      expect(ids).not.toContain(f.jobA);
      expect(ids).not.toContain(f.draftA);
    });
  });

  describe("the table is complete", () => {
    /** Every route of app/routes.ts with its full path ("employer/jobs/:id/edit"; index routes take their parent's). */
    function flatten(entries: RouteConfigEntry[], parent = ""): { route: string; file: string }[] {
      return entries.flatMap((entry) => {
        const route = [parent, entry.path ?? ""].filter(Boolean).join("/");
        return [{ route, file: entry.file }, ...flatten(entry.children ?? [], route)];
      });
    }
    const all = flatten(routes);
    const key = (r: { route: string; file: string }) => `${r.route} → ${r.file}`;
    /** The areas this matrix guards: the employer area and its endpoints, the console, the candidate's own data, files. */
    const guarded = (route: string) => /^(employer(\/|$)|admin(\/|$)|profile(\/|$)|account\/data$|media\/|alerts$)/.test(route);

    it("lists every employer, admin, profile, account data and media route of app/routes.ts", () => {
      const listed = new Set(ROWS.map(key));
      const missing = all.filter((r) => guarded(r.route) && !listed.has(key(r))).map(key);
      expect(missing, "routes of app/routes.ts that the authorization matrix does not list").toEqual([]);
    });

    it("lists no route that app/routes.ts no longer has", () => {
      const existing = new Set(all.map(key));
      expect(ROWS.map(key).filter((k) => !existing.has(k))).toEqual([]);
    });

    it("tries every action of the routes it lists", () => {
      const untried = [...new Set(ROWS.map((r) => r.file))].filter(
        (file) => MODULES[file]?.action && !ROWS.some((r) => r.file === file && r.method === "POST"),
      );
      expect(untried).toEqual([]);
    });
  });
});
