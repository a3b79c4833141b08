/**
 * The employer area: frame and dashboard, company profile, team, jobs, applicants, the company switcher,
 * invitations, and the public preview of a draft.
 */
import { eq } from "drizzle-orm";
import {
  companyProfiles,
  companyVerificationRequests,
  invitation,
  jobApplications,
  jobs,
  organization,
  session,
} from "#db/schema.ts";
import { by, SIGN_IN, EMPLOYER_PAGE, COMPANY_A_ONLY, EMPLOYER_NOTE, type MatrixRow } from "./matrix.ts";
import { s, one, jobState, jobCount, membersOf } from "./state.ts";

export const EMPLOYER_ROWS: MatrixRow[] = [
  // The employer area (frame and dashboard).
  {
    route: "employer",
    file: "routes/employer/layout.tsx",
    method: "GET",
    what: "open the employer frame",
    url: () => "/employer",
    expect: EMPLOYER_PAGE,
  },
  {
    route: "employer",
    file: "routes/employer/dashboard.tsx",
    method: "GET",
    what: "open the employer dashboard",
    url: () => "/employer",
    expect: EMPLOYER_PAGE,
  },
  // Company profile.
  {
    route: "employer/company",
    file: "routes/employer/company.tsx",
    method: "GET",
    what: "read the company profile",
    url: () => "/employer/company",
    expect: EMPLOYER_PAGE,
  },
  {
    route: "employer/company",
    file: "routes/employer/company.tsx",
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
  // Verification on request (issue 27): the request form posts to the company profile's action.
  {
    route: "employer/company",
    file: "routes/employer/company.tsx",
    method: "POST",
    what: "ask for company A to be verified",
    url: () => "/employer/company",
    multipart: true,
    form: () => ({
      intent: "request-verification",
      registerNumber: "HRB 12345, Amtsgericht Hamburg",
      street: "Alsterufer 1",
      postalCode: "20354",
      city: "Hamburg",
      website: "www.alster-pflege.de",
      contactName: "Olga Owner",
      contactPhoneOrEmail: "+49 40 1234567",
    }),
    expect: by(SIGN_IN, 403, 404, 404, 302, 403),
    state: (fx) =>
      s.db
        .select({ id: companyVerificationRequests.id, status: companyVerificationRequests.status })
        .from(companyVerificationRequests)
        .where(eq(companyVerificationRequests.organizationId, fx.companyA)),
  },
  // Team.
  {
    route: "employer/team",
    file: "routes/employer/team.tsx",
    method: "GET",
    what: "read the team",
    url: () => "/employer/team",
    expect: EMPLOYER_PAGE,
  },
  {
    route: "employer/team",
    file: "routes/employer/team.tsx",
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
    file: "routes/employer/team.tsx",
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
    file: "routes/employer/team.tsx",
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
    file: "routes/employer/team.tsx",
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
    file: "routes/employer/jobs.tsx",
    method: "GET",
    what: "list the company's jobs",
    url: () => "/employer/jobs",
    expect: EMPLOYER_PAGE,
  },
  {
    route: "employer/jobs",
    file: "routes/employer/jobs.tsx",
    method: "POST",
    what: "duplicate company A's job",
    url: () => "/employer/jobs",
    form: (fx) => ({ intent: "duplicate", jobId: fx.jobA }),
    expect: by(SIGN_IN, 403, 302, 404, 302, 403),
    state: jobCount,
  },
  {
    route: "employer/jobs",
    file: "routes/employer/jobs.tsx",
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
    file: "routes/employer/jobs.new.tsx",
    method: "GET",
    what: "open the new job form",
    url: () => "/employer/jobs/new",
    expect: EMPLOYER_PAGE,
  },
  {
    route: "employer/jobs/new",
    file: "routes/employer/jobs.new.tsx",
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
    file: "routes/employer/jobs.edit.tsx",
    method: "GET",
    what: "open company A's draft for editing",
    url: (fx) => `/employer/jobs/${fx.draftA}/edit`,
    expect: COMPANY_A_ONLY,
  },
  {
    route: "employer/jobs/:id/edit",
    file: "routes/employer/jobs.edit.tsx",
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
    file: "routes/employer/jobs.edit.tsx",
    method: "GET",
    what: "open company B's job for editing",
    url: (fx) => `/employer/jobs/${fx.jobB}/edit`,
    expect: by(SIGN_IN, 403, 404, 200, 404, 403),
  },
  // Applicants.
  {
    route: "employer/jobs/:id/applicants",
    file: "routes/employer/jobs.applicants.tsx",
    method: "GET",
    what: "read company A's applicants",
    url: (fx) => `/employer/jobs/${fx.jobA}/applicants`,
    expect: COMPANY_A_ONLY,
  },
  {
    route: "employer/jobs/:id/applicants",
    file: "routes/employer/jobs.applicants.tsx",
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
    file: "routes/employer/jobs.applicants.tsx",
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
    file: "routes/employer/jobs.applicants.tsx",
    method: "GET",
    what: "read company B's applicants",
    url: (fx) => `/employer/jobs/${fx.jobB}/applicants`,
    expect: by(SIGN_IN, 403, 404, 200, 404, 403),
  },
  {
    route: "employer/jobs/:id/applicants",
    file: "routes/employer/jobs.applicants.tsx",
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
    file: "routes/employer/jobs.applicants-csv.ts",
    method: "GET",
    what: "download company A's applicants CSV",
    url: (fx) => `/employer/jobs/${fx.jobA}/applicants.csv`,
    expect: COMPANY_A_ONLY,
  },
  {
    route: "employer/jobs/:id/applicants.xlsx",
    file: "routes/employer/jobs.applicants-xlsx.ts",
    method: "GET",
    what: "download company A's applicants as .xlsx",
    url: (fx) => `/employer/jobs/${fx.jobA}/applicants.xlsx`,
    expect: COMPANY_A_ONLY,
  },
  {
    route: "employer/applications/:applicationId/cv",
    file: "routes/employer/application-cv.ts",
    method: "GET",
    what: "download the CV sent to company A",
    url: (fx) => `/employer/applications/${fx.applicationId}/cv`,
    // A file: 404 to everyone who may not have it, signed out included (it never tells whether it exists).
    expect: by(404, 404, 200, 404, 200, 404),
  },
  // Company switcher and invitations (outside the frame).
  {
    route: "employer/switch",
    file: "routes/employer/switch.ts",
    method: "POST",
    what: "switch to company A",
    url: () => "/employer/switch",
    form: (fx) => ({ companyId: fx.companyA, redirectTo: "/employer/jobs" }),
    expect: by(SIGN_IN, 403, 302, 404, 302, 403),
    state: () => s.db.select({ userId: session.userId, active: session.activeOrganizationId }).from(session).orderBy(session.id),
  },
  {
    route: "employer/invitations/:id",
    file: "routes/employer/invitation.tsx",
    method: "GET",
    what: "open company A's invitation link",
    url: (fx) => `/employer/invitations/${fx.invitationId}`,
    // The link is the key: it names the company and role to whoever holds it, and only its address can accept.
    expect: by(200, 200, 200, 200, 200, 200),
    forLinkHolders: true,
  },
  {
    route: "employer/invitations/:id",
    file: "routes/employer/invitation.tsx",
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
    file: "routes/jobs/job.tsx",
    method: "GET",
    what: "preview company A's draft",
    url: (fx) => `/job/${fx.draftA}`,
    expect: by(404, 404, 200, 404, 200, 404),
  },
];
