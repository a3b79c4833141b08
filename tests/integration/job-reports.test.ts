/**
 * Report this job and the administrators' report queue on PostgreSQL: a report is stored (signed out or in,
 * never with the client's address), bad input is a 400 with the message under the field, an unknown or hidden
 * job is 404, the rate limit refuses a flood, and in /admin/reports an administrator unpublishes the job (its
 * reports closed, audited, the employer mailed) or dismisses the reports (audited); to anyone else it is a 404.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, jobReports, jobs, organization } from "#db/schema.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import { reportQueueTexts } from "#app/features/admin/public.ts";
import { REPORTS_PER_WINDOW, reportTexts } from "#app/features/reports/report-rules.ts";
import * as adminLayout from "#app/routes/admin/layout.tsx";
import * as queue from "#app/routes/admin/reports.tsx";
import * as jobPage from "#app/routes/jobs/job.tsx";
import * as reportRoute from "#app/routes/jobs/job.report.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { insertJob as insertJobCopy } from "../support/jobs.ts";
import { settle } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

const ADMIN = "reports-admin@example.org";

async function toastOf(response: Response | undefined) {
  const cookie =
    response?.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ") ?? "";
  return (await readFlash(new Request(TEST_ORIGIN, { headers: { cookie } }))).toast;
}

describe("Report this job and /admin/reports", () => {
  let s: TestServices;
  let admin: Account;
  let owner: Account;
  let seeker: Account;
  let companyId: string;
  let template: typeof jobs.$inferSelect;
  let counter = 0;
  let ipCounter = 0;
  /** Each test reports from its own client address, so the rate limit only counts where a test means it to. */
  const nextIp = () => `192.0.2.${++ipCounter}`;

  const insertJob = (status: "published" | "draft" = "published") =>
    insertJobCopy(s.db, template, {
      id: `rep-${++counter}-${Date.now()}`,
      title: `Lagerhelfer Report ${counter}`,
      companyId,
      company: "Report Test Logistik GmbH",
      status,
    });

  const report = (jobId: string, form: Record<string, string>, opts: { cookie?: string; ip?: string } = {}) =>
    settle(() => reportRoute.action(routeArgs(pageRequest(`/job/${jobId}/report`, { form, ...opts }), { id: jobId })));
  const reportsOf = (jobId: string) => s.db.select().from(jobReports).where(eq(jobReports.jobId, jobId)).orderBy(jobReports.id);
  const queueOf = async (cookie: string) =>
    (
      (await queue.loader(routeArgs(pageRequest("/admin/reports", { cookie })))) as {
        jobs: { jobId: string; reports: unknown[] }[];
      }
    ).jobs;
  const act = (cookie: string, form: Record<string, string>) =>
    settle(() => queue.action(routeArgs(pageRequest("/admin/reports", { cookie, form }))));
  const auditOf = (jobId: string) =>
    s.db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.targetId, jobId))
      .orderBy(desc(auditLog.id));

  beforeAll(async () => {
    s = await createTestServices({ ADMIN_EMAILS: ADMIN });
    await seedSampleData(s.db);
    admin = await createSignedInUser(s, { email: ADMIN, name: "Ada Admin" });
    owner = await createSignedInUser(s, { companyName: "Report Test Logistik GmbH", name: "Olga Owner" });
    seeker = await createSignedInUser(s);
    const [org] = await s.db.select().from(organization).where(eq(organization.name, "Report Test Logistik GmbH"));
    companyId = org!.id;
    [template] = (await s.db.select().from(jobs).where(eq(jobs.status, "published")).limit(1)) as [typeof template];
  });
  afterAll(() => s.close());

  it("shows the form for a published job, and 404 for an unknown or unpublished one", async () => {
    const id = await insertJob();
    const page = await settle(() => reportRoute.loader(routeArgs(pageRequest(`/job/${id}/report`), { id })));
    expect(page.status).toBe(200);
    expect((page.body as { job: { title: string } }).job.title).toMatch(/Lagerhelfer Report/);
    const draft = await insertJob("draft");
    for (const bad of ["no-such-job", draft, "../etc"]) {
      expect((await settle(() => reportRoute.loader(routeArgs(pageRequest(`/job/x/report`), { id: bad })))).status).toBe(404);
      expect((await report(bad, { reason: "other" }, { ip: nextIp() })).status).toBe(404);
    }
    expect(await reportsOf(draft)).toEqual([]);
  });

  it("stores a signed-out report without the client's address and thanks the visitor on the job page", async () => {
    const id = await insertJob();
    const ip = nextIp();
    const res = await report(
      id,
      { reason: "asks_for_money", details: "  The agent asked me for 500 dollars on WhatsApp.  " },
      { ip },
    );
    expect(res.status).toBe(302);
    expect(res.response?.headers.get("Location")).toBe(`/job/${id}`);
    expect(await toastOf(res.response)).toMatchObject({ title: reportTexts.thanks.title() });
    const [row] = await reportsOf(id);
    expect(row).toMatchObject({
      reason: "asks_for_money",
      details: "The agent asked me for 500 dollars on WhatsApp.",
      reporterId: null,
      status: "open",
    });
    // Nothing of the client's address is kept in the report.
    expect(JSON.stringify(row)).not.toContain(ip);
  });

  it("keeps the reporter's user id when signed in", async () => {
    const id = await insertJob();
    const res = await report(id, { reason: "fake_company" }, { cookie: seeker.cookie, ip: nextIp() });
    expect(res.status).toBe(302);
    expect((await reportsOf(id))[0]).toMatchObject({ reason: "fake_company", details: null, reporterId: seeker.id });
  });

  it("refuses a missing or unknown reason and details over 1,000 characters with a 400 and the message under the field", async () => {
    const id = await insertJob();
    const ip = nextIp();
    const missing = await report(id, { details: "x" }, { ip });
    expect(missing.status).toBe(400);
    expect((missing.body as { result: { error: Record<string, string[]> } }).result.error.reason).toEqual([
      reportTexts.reasonRequired(),
    ]);
    expect((await report(id, { reason: "spam" }, { ip })).status).toBe(400);
    const long = await report(id, { reason: "other", details: "y".repeat(1001) }, { ip });
    expect(long.status).toBe(400);
    expect((long.body as { result: { error: Record<string, string[]> } }).result.error.details).toEqual([
      reportTexts.detailsTooLong(),
    ]);
    expect((await report(id, { reason: "other", details: "ü".repeat(1000) }, { ip })).status).toBe(302);
    expect(await reportsOf(id)).toHaveLength(1);
  });

  it("rate limits a client: after the allowed number a 429 with a message, nothing stored", async () => {
    const id = await insertJob();
    const ip = nextIp();
    for (let i = 0; i < REPORTS_PER_WINDOW; i++) expect((await report(id, { reason: "other" }, { ip })).status).toBe(302);
    const refused = await report(id, { reason: "other" }, { ip });
    expect(refused.status).toBe(429);
    expect((refused.body as { formError?: string }).formError).toBe(reportTexts.rateLimited());
    expect(await reportsOf(id)).toHaveLength(REPORTS_PER_WINDOW);
    // Another client is not affected.
    expect((await report(id, { reason: "other" }, { ip: nextIp() })).status).toBe(302);
  });

  it("lists open reports grouped by job and counts them in the console's tab", async () => {
    const id = await insertJob();
    await report(id, { reason: "asks_for_money", details: "Fee for a visa" }, { ip: nextIp() });
    await report(id, { reason: "misleading" }, { ip: nextIp() });
    const listed = (await queueOf(admin.cookie)).find((j) => j.jobId === id);
    expect(listed?.reports).toHaveLength(2);
    expect(listed).toMatchObject({ title: expect.stringMatching(/Lagerhelfer Report/), company: "Report Test Logistik GmbH" });
    const frame = (await adminLayout.loader(routeArgs(pageRequest("/admin", { cookie: admin.cookie })))) as {
      openReports: number;
    };
    expect(frame.openReports).toBeGreaterThanOrEqual(2);
  });

  it("Unpublish job: the job leaves the site, its reports close, the audit log and the employer hear why", async () => {
    const id = await insertJob();
    await report(id, { reason: "asks_for_money" }, { ip: nextIp() });
    await report(id, { reason: "fake_company" }, { ip: nextIp() });
    const noReason = await act(admin.cookie, { intent: "unpublish", jobId: id, reason: "" });
    expect(noReason.status).toBe(400);
    expect((await s.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]?.status).toBe("published");

    const res = await act(admin.cookie, { intent: "unpublish", jobId: id, reason: "Asks candidates for a placement fee." });
    expect(res.status).toBe(302);
    const [job] = await s.db
      .select({ title: jobs.title, status: jobs.status, reason: jobs.rejectionReason })
      .from(jobs)
      .where(eq(jobs.id, id));
    expect((await toastOf(res.response))?.title).toBe(reportQueueTexts.unpublished(job!.title, 2));
    expect(job).toMatchObject({ status: "rejected", reason: "Asks candidates for a placement fee." });
    expect((await reportsOf(id)).map((r) => [r.status, r.resolvedBy])).toEqual([
      ["actioned", admin.id],
      ["actioned", admin.id],
    ]);
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action).sort()).toEqual(["job.unpublish", "report.action"]);
    expect(audit.every((a) => a.actorEmail === ADMIN)).toBe(true);
    expect(audit.find((a) => a.action === "job.unpublish")?.detail).toMatchObject({ cause: "report", to: "rejected" });
    expect((await s.outbox(owner.email)).some((m) => /was unpublished/.test(m.subject))).toBe(true);
    // The job page is gone for the public, and the queue no longer lists it.
    expect((await settle(() => jobPage.loader(routeArgs(pageRequest(`/job/${id}`), { id })))).status).toBe(404);
    expect((await queueOf(admin.cookie)).some((j) => j.jobId === id)).toBe(false);
  });

  it("Dismiss: the reports close (audited) and the job stays published", async () => {
    const id = await insertJob();
    await report(id, { reason: "other", details: "I did not like the salary" }, { ip: nextIp() });
    const res = await act(admin.cookie, { intent: "dismiss", jobId: id });
    expect(res.status).toBe(302);
    expect((await toastOf(res.response))?.title).toBe(reportQueueTexts.dismissed(1));
    expect((await reportsOf(id))[0]?.status).toBe("dismissed");
    expect((await s.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]?.status).toBe("published");
    const audit = await auditOf(id);
    expect(audit).toEqual([{ action: "report.dismiss", actorEmail: ADMIN, detail: { reports: 1 } }]);
    // A second Dismiss (another administrator was quicker): a message, no second audit line.
    expect((await toastOf((await act(admin.cookie, { intent: "dismiss", jobId: id })).response))?.title).toBe(
      reportQueueTexts.nothingOpen(),
    );
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("is a 404 to everyone but an administrator, and their attempts change nothing", async () => {
    const id = await insertJob();
    await report(id, { reason: "discrimination" }, { ip: nextIp() });
    for (const cookie of [undefined, seeker.cookie, owner.cookie]) {
      expect(await settle(() => queue.loader(routeArgs(pageRequest("/admin/reports", { cookie }))))).toMatchObject({
        status: 404,
      });
      expect(
        await settle(() =>
          queue.action(routeArgs(pageRequest("/admin/reports", { cookie, form: { intent: "dismiss", jobId: id } }))),
        ),
      ).toMatchObject({ status: 404 });
      expect(
        await settle(() =>
          queue.action(
            routeArgs(pageRequest("/admin/reports", { cookie, form: { intent: "unpublish", jobId: id, reason: "x" } })),
          ),
        ),
      ).toMatchObject({ status: 404 });
    }
    expect((await reportsOf(id))[0]?.status).toBe("open");
    expect(
      await s.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, id))),
    ).toEqual([]);
  });
});
