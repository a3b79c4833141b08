/** The administrators' console: 404 to everyone else. */
import { eq } from "drizzle-orm";
import { companyProfiles, companyVerificationRequests } from "#db/schema.ts";
import { by, ADMINS_ONLY, type Fixtures, type MatrixRow } from "./matrix.ts";
import { s, one, jobState } from "./state.ts";

const verificationRequestsOfA = (fx: Fixtures) =>
  s.db
    .select({ id: companyVerificationRequests.id, status: companyVerificationRequests.status })
    .from(companyVerificationRequests)
    .where(eq(companyVerificationRequests.organizationId, fx.companyA));

export const ADMIN_ROWS: MatrixRow[] = [
  // The administrators' console: 404 to everyone else.
  {
    route: "admin",
    file: "routes/admin/layout.tsx",
    method: "GET",
    what: "open the admin frame",
    url: () => "/admin",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin",
    file: "routes/admin/overview.tsx",
    method: "GET",
    what: "open the admin overview",
    url: () => "/admin",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/moderation",
    file: "routes/admin/moderation.tsx",
    method: "GET",
    what: "open the moderation queue",
    url: () => "/admin/moderation",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/moderation",
    file: "routes/admin/moderation.tsx",
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
    file: "routes/admin/companies.tsx",
    method: "GET",
    what: "list the companies",
    url: () => "/admin/companies",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/companies",
    file: "routes/admin/companies.tsx",
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
  // Verification requests (issue 27): company A's request is waiting (the employer rows made it).
  {
    route: "admin/verifications",
    file: "routes/admin/verifications.tsx",
    method: "GET",
    what: "list the verification requests",
    url: () => "/admin/verifications",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/verifications",
    file: "routes/admin/verifications.tsx",
    method: "POST",
    what: "decline company A's verification request without a reason",
    url: () => "/admin/verifications",
    form: (fx) => ({ intent: "decline", companyId: fx.companyA, reason: "" }),
    expect: by(404, 404, 404, 404, 404, 400),
    because: { 400: "the form's errors: a reason is required" },
    state: verificationRequestsOfA,
    changesNothing: true,
  },
  {
    route: "admin/verifications",
    file: "routes/admin/verifications.tsx",
    method: "POST",
    what: "approve a verification request of company A that does not exist",
    url: () => "/admin/verifications",
    form: (fx) => ({ intent: "approve", companyId: fx.companyA, requestId: "999999" }),
    expect: by(404, 404, 404, 404, 404, 302),
    because: { 302: "refused with a message: no such request waits" },
    state: verificationRequestsOfA,
    changesNothing: true,
  },
  {
    route: "admin/jobs",
    file: "routes/admin/jobs.tsx",
    method: "GET",
    what: "list the published jobs",
    url: () => "/admin/jobs",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/jobs",
    file: "routes/admin/jobs.tsx",
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
    file: "routes/admin/members.tsx",
    method: "GET",
    what: "list the members",
    url: () => "/admin/members",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/audit",
    file: "routes/admin/audit.tsx",
    method: "GET",
    what: "read the audit log",
    url: () => "/admin/audit",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/reports",
    file: "routes/admin/reports.tsx",
    method: "GET",
    what: "read the report queue",
    url: () => "/admin/reports",
    expect: ADMINS_ONLY,
  },
  {
    route: "admin/reports",
    file: "routes/admin/reports.tsx",
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
    file: "routes/admin/reports.tsx",
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
    file: "routes/admin/mail.tsx",
    method: "GET",
    what: "read the undelivered e-mails",
    url: () => "/admin/mail",
    expect: ADMINS_ONLY,
  },
];
