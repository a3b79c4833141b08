/** The administrators' console: 404 to everyone else. */
import { eq } from "drizzle-orm";
import { companyProfiles } from "#db/schema.ts";
import { by, ADMINS_ONLY, type MatrixRow } from "./matrix.ts";
import { s, one, jobState } from "./state.ts";

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
