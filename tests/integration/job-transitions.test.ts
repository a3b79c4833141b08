/** applyJobTransition: the one way a job's status changes, scoped to a company, logged in the audit log. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, jobs } from "#db/schema.ts";
import { close, submit } from "#app/features/jobs/lifecycle.ts";
import { applyJobTransition } from "#app/features/jobs/transitions.server.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { createSignedInUser } from "../support/accounts.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

describe("applyJobTransition", () => {
  let s: TestServices;
  let job: { id: string; companyId: string };
  let actor: { id: string; email: string };
  beforeAll(async () => {
    s = await createTestServices();
    await seedSampleData(s.db);
    const ops = await createSignedInUser(s, { email: "ops@example.org" });
    actor = { id: ops.id, email: ops.email };
    const [row] = await s.db
      .select({ id: jobs.id, companyId: jobs.companyId })
      .from(jobs)
      .where(eq(jobs.status, "published"))
      .limit(1);
    job = row!;
  });
  afterAll(() => s.close());

  it("refuses a job of another company as NOT_FOUND and changes nothing", async () => {
    const result = await applyJobTransition(
      { jobId: job.id, companyId: "another-company", actor, action: "job.close", transition: (j, _c, now) => close(j, now) },
      s.db,
    );
    expect(result).toEqual({ ok: false, code: "NOT_FOUND" });
    const [row] = await s.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe("published");
  });

  it("returns the rule's refusal without storing anything", async () => {
    const result = await applyJobTransition(
      { jobId: job.id, companyId: job.companyId, actor, action: "job.submit", transition: submit },
      s.db,
    );
    expect(result).toMatchObject({ ok: false, code: "REFUSED", error: "Only a draft or a rejected job can be submitted." });
  });

  it("stores the new status and logs who did it", async () => {
    const result = await applyJobTransition(
      { jobId: job.id, companyId: job.companyId, actor, action: "job.close", transition: (j, _c, now) => close(j, now) },
      s.db,
    );
    expect(result).toMatchObject({ ok: true, job: { status: "closed" } });
    const [row] = await s.db.select({ status: jobs.status, closedAt: jobs.closedAt }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe("closed");
    expect(row?.closedAt).toBeInstanceOf(Date);
    const log = await s.db.select().from(auditLog).where(eq(auditLog.targetId, job.id));
    expect(log.map((l) => [l.action, l.actorEmail, l.organizationId, l.detail])).toEqual([
      ["job.close", "ops@example.org", job.companyId, { from: "published", to: "closed" }],
    ]);
  });
});
