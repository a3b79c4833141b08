import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  companyProfiles,
  jobs,
  member,
  organization,
  queuedMails,
  appRateLimits,
  rateLimit,
  session,
  user,
  verification,
} from "#db/schema.ts";
import { closeExpiredJobs, deleteExpiredTokens, deleteUnverifiedAccounts } from "#app/features/maintenance/maintenance.server.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { cronOf } from "#app/lib/job-queue.server.ts";
import { SCHEDULE } from "../../server/schedule.ts";
import { startWorker } from "../../server/worker.ts";
import { createSignedInUser } from "../support/accounts.ts";
import { authRequest, createTestServices } from "../support/services.ts";

const DAY = 86_400_000;

describe("scheduled maintenance", () => {
  let s: Awaited<ReturnType<typeof createTestServices>>;
  const now = new Date();
  beforeAll(async () => {
    s = await createTestServices();
    await seedSampleData(s.db, { now: new Date(now.getTime() - 10 * DAY) });
  });
  afterAll(async () => {
    await s.close();
  });
  const jobStatus = async (id: string) =>
    (await s.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]?.status;

  it("closes published jobs whose deadline passed, each with an audit line, and only those", async () => {
    await s.db
      .update(jobs)
      .set({ applicationDeadline: new Date(now.getTime() + 20 * DAY) })
      .where(eq(jobs.status, "published"));
    await s.db
      .update(jobs)
      .set({ applicationDeadline: new Date(now.getTime() - 60_000) })
      .where(inArray(jobs.id, ["1", "2"]));

    expect(await closeExpiredJobs(s.db, now)).toBe(2);
    expect(await jobStatus("1")).toBe("closed");
    expect(await jobStatus("2")).toBe("closed");
    expect(await jobStatus("3")).toBe("published");
    const lines = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "job.close"), inArray(auditLog.targetId, ["1", "2"])));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      actorId: null,
      actorEmail: "scheduled task",
      detail: { from: "published", to: "closed", cause: "deadline" },
    });
    // Safe to run again: nothing more to close.
    expect(await closeExpiredJobs(s.db, now)).toBe(0);
  });

  it("runs a scheduled task as a queue job in the worker (the registry's wiring)", async () => {
    await s.db
      .update(jobs)
      .set({ applicationDeadline: new Date(Date.now() - 60_000) })
      .where(eq(jobs.id, "4"));
    await s.db.execute(sql`SELECT graphile_worker.add_job('jobs.close-expired')`);
    const worker = await startWorker(s, { pollIntervalMs: 100 });
    try {
      await expect.poll(() => jobStatus("4"), { timeout: 10_000 }).toBe("closed");
    } finally {
      await worker.stop();
    }
  });

  it("has one entry per task, each with a valid hourly or daily time", () => {
    const names = SCHEDULE.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const task of SCHEDULE) {
      expect(cronOf(task)).toMatch(task.every === "hourly" ? /^\d{1,2} \* \* \* \*$/ : /^\d{1,2} \d{1,2} \* \* \*$/);
    }
  });

  it("deletes job-seeker and employer accounts never verified after 7 days, with the companies only they belong to", async () => {
    const signUp = async (email: string, extra: Record<string, string> = {}) => {
      const res = await s.auth.handler(
        authRequest(
          "/sign-up/email",
          { name: "Never Verified", email, password: "secret-pass", phoneNumber: "+256 700 123456", ...extra },
          { ip: `198.51.100.${Math.floor(Math.random() * 200) + 1}` },
        ),
      );
      expect(res.status).toBe(200);
      const [row] = await s.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return row!.id;
    };
    const oldSeeker = await signUp("old-seeker@example.org");
    const oldEmployer = await signUp("old-employer@example.org", { companyName: "Never Verified GmbH" });
    const freshSeeker = await signUp("fresh-seeker@example.org");
    const verified = await createSignedInUser(s, { email: "verified-old@example.org", companyName: "Verified Old GmbH" });
    const [oldCompany] = await s.db.select({ id: member.organizationId }).from(member).where(eq(member.userId, oldEmployer));
    const [keptCompany] = await s.db.select({ id: member.organizationId }).from(member).where(eq(member.userId, verified.id));
    // The old unverified employer also belongs to the verified employer's company: that company stays.
    await s.db.insert(member).values({ id: "m-old", organizationId: keptCompany!.id, userId: oldEmployer, role: "recruiter" });
    const eightDaysAgo = new Date(now.getTime() - 8 * DAY);
    await s.db
      .update(user)
      .set({ createdAt: eightDaysAgo })
      .where(inArray(user.id, [oldSeeker, oldEmployer, verified.id]));
    await s.db
      .update(user)
      .set({ createdAt: new Date(now.getTime() - 2 * DAY) })
      .where(eq(user.id, freshSeeker));

    expect(await deleteUnverifiedAccounts(s.db, now)).toBe(2);
    const left = (await s.db.select({ id: user.id }).from(user)).map((u) => u.id);
    expect(left).not.toContain(oldSeeker);
    expect(left).not.toContain(oldEmployer);
    expect(left).toEqual(expect.arrayContaining([freshSeeker, verified.id]));
    expect(await s.db.select().from(organization).where(eq(organization.id, oldCompany!.id))).toEqual([]);
    expect(await s.db.select().from(companyProfiles).where(eq(companyProfiles.organizationId, oldCompany!.id))).toEqual([]);
    expect(await s.db.select().from(organization).where(eq(organization.id, keptCompany!.id))).toHaveLength(1);
    expect(await s.db.select().from(member).where(eq(member.organizationId, keptCompany!.id))).toHaveLength(1);
    expect(await deleteUnverifiedAccounts(s.db, now)).toBe(0);
  });

  it("deletes expired tokens and sessions, stale rate-limit counters and old sent mails, and keeps the rest", async () => {
    const [someone] = await s.db.select({ id: user.id }).from(user).limit(1);
    const past = new Date(now.getTime() - 60_000);
    const future = new Date(now.getTime() + DAY);
    await s.db.insert(verification).values([
      { id: "v-expired", identifier: "reset-password:x", value: someone!.id, expiresAt: past },
      { id: "v-valid", identifier: "reset-password:y", value: someone!.id, expiresAt: future },
    ]);
    await s.db.insert(session).values([
      { id: "s-expired", token: "t-expired", userId: someone!.id, expiresAt: past },
      { id: "s-valid", token: "t-valid", userId: someone!.id, expiresAt: future },
    ]);
    await s.db.insert(rateLimit).values([
      { id: "r-stale", key: "r-stale", count: 3, lastRequest: now.getTime() - 2 * 3600_000 },
      { id: "r-fresh", key: "r-fresh", count: 3, lastRequest: now.getTime() - 60_000 },
    ]);
    // Our own counters end with their own window, whatever the longest configured one.
    await s.db.insert(appRateLimits).values([
      { key: "a-ended", count: 3, windowStart: now.getTime() - 120_000, expiresAt: now.getTime() - 60_000 },
      { key: "a-running", count: 3, windowStart: now.getTime() - 120_000, expiresAt: now.getTime() + 3600_000 },
    ]);
    await s.db.insert(queuedMails).values([
      { to: "old@example.org", subject: "old", text: "", html: "", status: "sent", sentAt: new Date(now.getTime() - 31 * DAY) },
      { to: "new@example.org", subject: "new", text: "", html: "", status: "sent", sentAt: new Date(now.getTime() - DAY) },
      { to: "failed@example.org", subject: "failed", text: "x", html: "x", status: "failed" },
    ]);

    const deleted = await deleteExpiredTokens(s.db, now, 3600);
    expect(deleted).toMatchObject({ tokens: 1, sessions: 1, rateLimits: 2, sentMails: 1 });
    const counters = (await s.db.select({ key: appRateLimits.key }).from(appRateLimits)).map((r) => r.key);
    expect(counters).toContain("a-running");
    expect(counters).not.toContain("a-ended");
    expect((await s.db.select({ id: verification.id }).from(verification)).map((v) => v.id)).toContain("v-valid");
    expect((await s.db.select({ id: verification.id }).from(verification)).map((v) => v.id)).not.toContain("v-expired");
    expect((await s.db.select({ id: session.id }).from(session)).map((v) => v.id)).toEqual(expect.arrayContaining(["s-valid"]));
    expect((await s.db.select({ id: rateLimit.id }).from(rateLimit)).map((r) => r.id)).toContain("r-fresh");
    expect((await s.db.select({ to: queuedMails.to }).from(queuedMails)).map((m) => m.to)).toEqual(
      expect.arrayContaining(["new@example.org", "failed@example.org"]),
    );
    expect((await s.db.select({ to: queuedMails.to }).from(queuedMails)).map((m) => m.to)).not.toContain("old@example.org");
  });
});
