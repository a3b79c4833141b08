/**
 * The administrators' console on PostgreSQL: moderation (approve, reject), companies (verify, suspend, unsuspend),
 * unpublishing, the audit log, the e-mails, and that every page and action is a 404 to anyone but an administrator.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, companyProfiles, jobs, organization, user } from "#db/schema.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { getJob, searchJobs } from "#app/features/jobs/jobs.server.ts";
import { DEFAULT_FILTERS } from "#app/features/jobs/filters.ts";
import { loadCompany } from "#app/features/companies/companies.server.ts";
import * as layout from "#app/routes/admin/layout.tsx";
import * as overview from "#app/routes/admin/overview.tsx";
import * as moderation from "#app/routes/admin/moderation.tsx";
import * as companiesRoute from "#app/routes/admin/companies.tsx";
import * as jobsRoute from "#app/routes/admin/jobs.tsx";
import * as members from "#app/routes/admin/members.tsx";
import * as audit from "#app/routes/admin/audit.tsx";
import * as companyPage from "#app/routes/jobs/company.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { insertJob as insertJobCopy } from "../support/jobs.ts";
import { runCommand } from "../support/run-script.ts";
import { printedBy } from "../support/script-in-process.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { adminCommand } from "../../scripts/admin-command.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

const ADMIN = "admin@example.org";

/** What an action or loader answered, or threw (a 404, a redirect). */
async function call(fn: (args: unknown) => unknown, request: Request, params: Record<string, string> = {}): Promise<unknown> {
  try {
    return await fn(routeArgs(request, params));
  } catch (e) {
    return e;
  }
}

/** The status and body of `data(...)` answers, and the status of thrown or returned Responses. */
function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  const init = (answer as { init?: { status?: number } } | null)?.init;
  if (init) return init.status ?? 200;
  return 200;
}

function fieldErrors(answer: unknown): Record<string, string[] | null> | undefined {
  return (answer as { data?: { result?: { error?: Record<string, string[] | null> } } }).data?.result?.error;
}

describe("the administrators' console", () => {
  let s: TestServices;
  let admin: Account;
  let owner: Account;
  let seeker: Account;
  let companyId: string;
  let companySlug: string;
  let template: typeof jobs.$inferSelect;
  let counter = 0;

  /** A job of the employer's company in the given status (pending review by default). */
  const insertJob = (status: "pending_review" | "published", title = `Pflegefachkraft ${++counter}`) =>
    insertJobCopy(s.db, template, {
      id: `adm-${counter}-${Date.now()}`,
      title,
      companyId,
      company: "Admin Test Pflege GmbH",
      status,
      description: "Caring for <b>patients</b> & families.\nSecond line.",
    });

  const statusOfJob = async (id: string) =>
    (await s.db.select({ status: jobs.status, reason: jobs.rejectionReason }).from(jobs).where(eq(jobs.id, id)))[0];
  const auditOf = (targetId: string) =>
    s.db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.targetId, targetId));
  const post = (path: string, cookie: string | undefined, form: Record<string, string>) => pageRequest(path, { cookie, form });

  beforeAll(async () => {
    s = await createTestServices({ ADMIN_EMAILS: ADMIN });
    await seedSampleData(s.db);
    admin = await createSignedInUser(s, { email: ADMIN, name: "Ada Admin" });
    owner = await createSignedInUser(s, { companyName: "Admin Test Pflege GmbH", name: "Olga Owner" });
    seeker = await createSignedInUser(s);
    const [org] = await s.db.select().from(organization).where(eq(organization.name, "Admin Test Pflege GmbH"));
    companyId = org!.id;
    companySlug = org!.slug;
    [template] = (await s.db.select().from(jobs).where(eq(jobs.status, "published")).limit(1)) as [typeof template];
  });
  afterAll(() => s.close());

  it("shows the overview to an administrator, privately, with the counts", async () => {
    await insertJob("pending_review");
    const data = (await overview.loader(routeArgs(pageRequest("/admin", { cookie: admin.cookie })))) as {
      pendingJobs: number;
      unverifiedCompanies: number;
    };
    expect(data.pendingJobs).toBeGreaterThanOrEqual(1);
    expect(data.unverifiedCompanies).toBeGreaterThanOrEqual(1);
    expect(new Headers(overview.headers({} as never) as HeadersInit).get("Cache-Control")).toBe("private, no-store");
  });

  it("approving publishes the job: it is in search, the owner gets an e-mail, the audit log says who", async () => {
    const id = await insertJob("pending_review", "Altenpfleger Approve");
    const queue = (await moderation.loader(routeArgs(pageRequest("/admin/moderation", { cookie: admin.cookie })))) as {
      jobs: { id: string; description: string; companyVerified: boolean }[];
    };
    const listed = queue.jobs.find((j) => j.id === id);
    expect(listed).toMatchObject({ companyVerified: false, description: expect.stringContaining("<b>patients</b>") });

    const answer = await call(
      moderation.action as never,
      post("/admin/moderation", admin.cookie, { intent: "approve", jobId: id }),
    );
    expect(statusOf(answer)).toBe(302);
    expect((await statusOfJob(id))?.status).toBe("published");
    const found = await searchJobs({ ...DEFAULT_FILTERS, search: "Altenpfleger Approve" }, { db: s.db });
    expect(found.jobs.map((j) => j.id)).toContain(id);
    const [mail] = (await s.outbox(owner.email)).filter((m) => m.subject.includes("Altenpfleger Approve"));
    expect(mail?.subject).toBe("Your job “Altenpfleger Approve” is published");
    expect(mail?.links).toContain(`http://localhost:3999/job/${id}`);
    expect(await auditOf(id)).toEqual([
      { action: "job.approve", actorEmail: ADMIN, detail: { from: "pending_review", to: "published" } },
    ]);
  });

  it("rejecting without a reason shows the message under the field and changes nothing", async () => {
    const id = await insertJob("pending_review");
    const answer = await call(
      moderation.action as never,
      post("/admin/moderation", admin.cookie, { intent: "reject", jobId: id, reason: "  " }),
    );
    expect(statusOf(answer)).toBe(400);
    expect(fieldErrors(answer)?.reason).toEqual(["Please give a reason for the rejection."]);
    expect((answer as { data: { targetId: string } }).data.targetId).toBe(id);
    expect((await statusOfJob(id))?.status).toBe("pending_review");
    expect(await auditOf(id)).toEqual([]);

    const tooLong = await call(
      moderation.action as never,
      post("/admin/moderation", admin.cookie, { intent: "reject", jobId: id, reason: "x".repeat(1001) }),
    );
    expect(fieldErrors(tooLong)?.reason).toEqual(["The reason can be at most 1,000 characters."]);
    expect((await statusOfJob(id))?.status).toBe("pending_review");
  });

  it("rejecting with a reason stores it, e-mails it to the owner and logs it", async () => {
    const id = await insertJob("pending_review", "Koch Reject");
    const answer = await call(
      moderation.action as never,
      post("/admin/moderation", admin.cookie, { intent: "reject", jobId: id, reason: "Please state the salary in euros." }),
    );
    expect(statusOf(answer)).toBe(302);
    expect(await statusOfJob(id)).toEqual({ status: "rejected", reason: "Please state the salary in euros." });
    const [mail] = (await s.outbox(owner.email)).filter((m) => m.subject.includes("Koch Reject"));
    expect(mail?.subject).toBe("Your job “Koch Reject” was not approved");
    expect(mail?.text).toContain("The reason: Please state the salary in euros.");
    expect(await auditOf(id)).toEqual([
      {
        action: "job.reject",
        actorEmail: ADMIN,
        detail: { from: "pending_review", to: "rejected", reason: "Please state the salary in euros." },
      },
    ]);
    // A second click (another administrator) finds it already decided.
    const again = await call(
      moderation.action as never,
      post("/admin/moderation", admin.cookie, { intent: "approve", jobId: id }),
    );
    expect(statusOf(again)).toBe(302);
    expect((await statusOfJob(id))?.status).toBe("rejected");
  });

  it("verifying a company gives its jobs and page the Verified employer badge; removing it takes it away", async () => {
    const id = await insertJob("published");
    const verify = await call(
      companiesRoute.action as never,
      post("/admin/companies", admin.cookie, { intent: "verify", companyId }),
    );
    expect(statusOf(verify)).toBe(302);
    expect((await getJob(id, s.db))?.companyVerified).toBe(true);
    const page = await loadCompany(companySlug, s.db);
    expect(page && "company" in page && page.company?.verified).toBe(true);
    expect(await auditOf(companyId)).toContainEqual({ action: "company.verify", actorEmail: ADMIN, detail: null });

    await call(companiesRoute.action as never, post("/admin/companies", admin.cookie, { intent: "unverify", companyId }));
    expect((await getJob(id, s.db))?.companyVerified).toBe(false);
    expect(await auditOf(companyId)).toContainEqual({ action: "company.unverify", actorEmail: ADMIN, detail: null });
  });

  it("lists and searches companies with their counts", async () => {
    const data = (await companiesRoute.loader(
      routeArgs(pageRequest("/admin/companies?q=admin%20test", { cookie: admin.cookie })),
    )) as { companies: { name: string; members: number; jobs: number }[]; total: number };
    expect(data.total).toBe(1);
    expect(data.companies[0]).toMatchObject({ name: "Admin Test Pflege GmbH", members: 1 });
    expect(data.companies[0]?.jobs).toBeGreaterThanOrEqual(1);
  });

  it("suspending needs a reason; then the company's page and jobs disappear; unsuspending leaves the jobs Rejected", async () => {
    const published = await insertJob("published", "Suspend Published");
    const pending = await insertJob("pending_review", "Suspend Pending");

    const noReason = await call(
      companiesRoute.action as never,
      post("/admin/companies", admin.cookie, { intent: "suspend", companyId }),
    );
    expect(fieldErrors(noReason)?.reason).toEqual(["Please give a reason for the suspension."]);
    expect((await statusOfJob(published))?.status).toBe("published");

    const answer = await call(
      companiesRoute.action as never,
      post("/admin/companies", admin.cookie, { intent: "suspend", companyId, reason: "Fake job offers reported." }),
    );
    expect(statusOf(answer)).toBe(302);
    expect((await statusOfJob(published))?.status).toBe("rejected");
    expect((await statusOfJob(pending))?.status).toBe("rejected");
    // Not found by its own words (a relaxed search may still show other jobs for some of them).
    const found = await searchJobs({ ...DEFAULT_FILTERS, search: "Suspend Published" }, { db: s.db });
    expect(found.jobs.map((j) => j.id)).not.toContain(published);
    expect(await getJob(published, s.db)).toBeNull();
    const page = await call(companyPage.loader as never, pageRequest(`/company/${companySlug}`), { id: companySlug });
    expect(statusOf(page)).toBe(404);
    expect(await auditOf(companyId)).toContainEqual({
      action: "company.suspend",
      actorEmail: ADMIN,
      detail: { reason: "Fake job offers reported." },
    });
    expect((await auditOf(published)).map((a) => a.action)).toEqual(["job.unpublish"]);
    expect(
      (await s.outbox(owner.email)).some((m) => m.subject === "Admin Test Pflege GmbH was suspended on PearlBridge Jobs"),
    ).toBe(true);

    await call(companiesRoute.action as never, post("/admin/companies", admin.cookie, { intent: "unsuspend", companyId }));
    const [profile] = await s.db.select().from(companyProfiles).where(eq(companyProfiles.organizationId, companyId));
    expect(profile?.suspended).toBe(false);
    expect((await statusOfJob(published))?.status).toBe("rejected");
    expect(statusOf(await call(companyPage.loader as never, pageRequest(`/company/${companySlug}`), { id: companySlug }))).toBe(
      200,
    );
    expect(await auditOf(companyId)).toContainEqual({ action: "company.unsuspend", actorEmail: ADMIN, detail: null });
  });

  it("unpublishing a published job takes it off the site and tells the employer why", async () => {
    const id = await insertJob("published", "Elektriker Unpublish");
    const listed = (await jobsRoute.loader(
      routeArgs(pageRequest("/admin/jobs?q=elektriker%20unpublish", { cookie: admin.cookie })),
    )) as { jobs: { id: string }[] };
    expect(listed.jobs.map((j) => j.id)).toEqual([id]);

    const noReason = await call(jobsRoute.action as never, post("/admin/jobs", admin.cookie, { intent: "unpublish", jobId: id }));
    expect(fieldErrors(noReason)?.reason).toEqual(["Please give a reason for unpublishing the job."]);

    const answer = await call(
      jobsRoute.action as never,
      post("/admin/jobs", admin.cookie, { intent: "unpublish", jobId: id, reason: "Duplicate of another posting." }),
    );
    expect(statusOf(answer)).toBe(302);
    expect(await statusOfJob(id)).toEqual({ status: "rejected", reason: "Duplicate of another posting." });
    expect(await getJob(id, s.db)).toBeNull();
    const [mail] = (await s.outbox(owner.email)).filter((m) => m.subject.includes("Elektriker Unpublish"));
    expect(mail?.text).toContain("Duplicate of another posting.");
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["job.unpublish"]);
  });

  it("lists members with their companies, searchable", async () => {
    const data = (await members.loader(
      routeArgs(pageRequest(`/admin/members?q=${encodeURIComponent(owner.email)}`, { cookie: admin.cookie })),
    )) as {
      members: { email: string; kind: string; companies: { name: string; role: string }[] }[];
    };
    expect(data.members).toEqual([
      expect.objectContaining({
        email: owner.email,
        kind: "employer",
        companies: [expect.objectContaining({ name: "Admin Test Pflege GmbH", role: "owner" })],
      }),
    ]);
  });

  it("shows the audit log newest first, filtered by action prefix and company", async () => {
    const all = (await audit.loader(routeArgs(pageRequest("/admin/audit", { cookie: admin.cookie })))) as {
      entries: { action: string; createdAt: string }[];
    };
    const times = all.entries.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const companyOnly = (await audit.loader(
      routeArgs(pageRequest("/admin/audit?action=company.", { cookie: admin.cookie })),
    )) as {
      entries: { action: string; actorEmail: string }[];
    };
    expect(companyOnly.entries.length).toBeGreaterThanOrEqual(4);
    expect(companyOnly.entries.every((e) => e.action.startsWith("company."))).toBe(true);
    const byCompany = (await audit.loader(
      routeArgs(pageRequest(`/admin/audit?company=${companySlug}&action=job.unpublish`, { cookie: admin.cookie })),
    )) as { entries: { targetName: string | null }[] };
    expect(byCompany.entries.map((e) => e.targetName)).toContain("Elektriker Unpublish");
  });

  describe("to anyone but an administrator every page and action is a 404, and nothing changes", () => {
    const visitors: [string, () => string | undefined][] = [
      ["signed out", () => undefined],
      ["a job seeker", () => seeker.cookie],
      ["an employer owner", () => owner.cookie],
    ];
    const pages: [string, (args: unknown) => unknown][] = [
      ["/admin", layout.loader as never],
      ["/admin", overview.loader as never],
      ["/admin/moderation", moderation.loader as never],
      ["/admin/companies", companiesRoute.loader as never],
      ["/admin/jobs", jobsRoute.loader as never],
      ["/admin/members", members.loader as never],
      ["/admin/audit", audit.loader as never],
    ];

    it.each(visitors)("%s", async (_who, cookie) => {
      for (const [path, loader] of pages) {
        expect(statusOf(await call(loader, pageRequest(path, { cookie: cookie() }))), path).toBe(404);
      }
      const pending = await insertJob("pending_review");
      const published = await insertJob("published");
      const before = await s.db.select().from(auditLog);
      const actions: [string, (args: unknown) => unknown, Record<string, string>][] = [
        ["/admin/moderation", moderation.action as never, { intent: "approve", jobId: pending }],
        ["/admin/moderation", moderation.action as never, { intent: "reject", jobId: pending, reason: "No." }],
        ["/admin/jobs", jobsRoute.action as never, { intent: "unpublish", jobId: published, reason: "No." }],
        ["/admin/companies", companiesRoute.action as never, { intent: "verify", companyId }],
        ["/admin/companies", companiesRoute.action as never, { intent: "suspend", companyId, reason: "No." }],
      ];
      for (const [path, action, form] of actions) {
        expect(statusOf(await call(action, post(path, cookie(), form))), `${path} ${form.intent}`).toBe(404);
      }
      expect((await statusOfJob(pending))?.status).toBe("pending_review");
      expect((await statusOfJob(published))?.status).toBe("published");
      const [profile] = await s.db.select().from(companyProfiles).where(eq(companyProfiles.organizationId, companyId));
      expect(profile).toMatchObject({ verified: false, suspended: false });
      expect(await s.db.select().from(auditLog)).toHaveLength(before.length);
    });
  });

  describe("npm run admin", () => {
    const databaseUrl = () => (s.database as unknown as { url: string }).url;
    const isAdmin = async (email: string) =>
      (await s.db.select({ isAdmin: user.isAdmin }).from(user).where(eq(user.email, email)))[0]?.isAdmin;
    /**
     * The command's work (scripts/admin-command.ts) in this process, on the configuration the command would read:
     * its exit code and what it printed. Each command line costs 4 to 6 s (Node, tsx, the app's modules), so the
     * real `npm run admin` runs once, in the first test (docs/decisions/290-script-tests-in-process.md).
     */
    async function admin(...args: string[]) {
      const { result: code, output } = await printedBy(() =>
        adminCommand(args, () => parseConfig({ ...process.env, DATABASE_URL: databaseUrl() })),
      );
      return { code, output };
    }

    it("grants and revokes by e-mail address (any case), logged as the command", async () => {
      const granted = await runCommand(`npm run --silent admin -- grant ${seeker.email.toUpperCase()}`, {
        DATABASE_URL: databaseUrl(),
      });
      expect(granted.code, granted.output).toBe(0);
      expect(granted.output).toContain(`${seeker.email.toUpperCase()} is now an administrator.`);
      expect(await isAdmin(seeker.email)).toBe(true);

      const revoked = await admin("revoke", seeker.email);
      expect(revoked.code, revoked.output).toBe(0);
      expect(revoked.output).toContain("is no longer an administrator.");
      expect(await isAdmin(seeker.email)).toBe(false);

      const rows = await s.db
        .select({ actorId: auditLog.actorId, actorEmail: auditLog.actorEmail, action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, seeker.id)));
      expect(rows).toEqual([
        { actorId: null, actorEmail: "npm run admin", action: "user.admin_grant" },
        { actorId: null, actorEmail: "npm run admin", action: "user.admin_revoke" },
      ]);
    }, 60_000);

    it("refuses an unknown address with exit code 1 and a clear message", async () => {
      const { code, output } = await admin("grant", "nobody@example.org");
      expect(code).toBe(1);
      expect(output).toContain("No account has the e-mail address nobody@example.org. The person must sign up first.");
    });

    it("answers a wrong call with its usage", async () => {
      const { code, output } = await admin("promote", "someone");
      expect(code).toBe(2);
      expect(output).toContain("Usage: npm run admin -- grant EMAIL");
    });
  });
});
