import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { jobApplications } from "#db/schema.ts";
import { applicationState, applyForJob, hasApplied, listApplications } from "#app/features/applications/applications.server.ts";
import { action, loader } from "#app/routes/api.applications.ts";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

const apply = (form: Record<string, string>, cookie?: string) =>
  action(routeArgs(pageRequest("/api/applications", { form, cookie }))) as Promise<Response>;
const status = (jobId: string, cookie?: string) =>
  loader(routeArgs(pageRequest(`/api/applications?jobId=${encodeURIComponent(jobId)}`, { cookie }))) as Promise<Response>;

describe("applying for jobs", () => {
  let s: TestServices;
  let amina: Awaited<ReturnType<typeof createSignedInUser>>;
  let joseph: Awaited<ReturnType<typeof createSignedInUser>>;

  beforeAll(async () => {
    s = await createTestServices();
    await seedSampleData(s.db);
    amina = await createSignedInUser(s, { name: "Amina Nakato" });
    joseph = await createSignedInUser(s, { name: "Joseph Okello" });
  });
  afterAll(() => s.close());

  it("stores the application as submitted with the note Applied for {title} at {company}, for the session's user", async () => {
    const res = await apply({ jobId: "1" }, amina.cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, applied: true });
    const rows = await s.db.select().from(jobApplications).where(eq(jobApplications.userId, amina.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      jobId: "1",
      status: "submitted",
      notes: "Applied for Backend Developer (Java/Kotlin) at Spreeforge Software GmbH",
    });
  });

  it("answers a second application with 409 ALREADY_APPLIED and keeps one row", async () => {
    const res = await apply({ jobId: "1" }, amina.cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ code: "ALREADY_APPLIED" });
    const rows = await s.db.select().from(jobApplications).where(eq(jobApplications.userId, amina.id));
    expect(rows).toHaveLength(1);
  });

  it("two concurrent applications store one row: one success, one duplicate", async () => {
    const results = await Promise.all([applyForJob(joseph.id, "2"), applyForJob(joseph.id, "2")]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === "ALREADY_APPLIED")).toHaveLength(1);
    const responses = await Promise.all([apply({ jobId: "3" }, joseph.cookie), apply({ jobId: "3" }, joseph.cookie)]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await s.db.select().from(jobApplications).where(eq(jobApplications.userId, joseph.id));
    expect(rows.map((r) => r.jobId).sort()).toEqual(["2", "3"]);
  });

  it("answers an unknown job with 404 and stores nothing", async () => {
    const res = await apply({ jobId: "no-such-job" }, amina.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "NOT_FOUND" });
    expect(await hasApplied(amina.id, "no-such-job")).toBe(false);
  });

  it("refuses without a session (401) and sends nothing to the database", async () => {
    const res = await apply({ jobId: "4" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Authentication Required" });
    const forged = await apply({ jobId: "4", userId: amina.id, user_id: amina.id });
    expect(forged.status).toBe(401);
    expect(await hasApplied(amina.id, "4")).toBe(false);
  });

  it("ignores a user id in the body: the application is the session's user's", async () => {
    const res = await apply({ jobId: "5", userId: amina.id, user_id: amina.id }, joseph.cookie);
    expect(res.status).toBe(201);
    expect(await hasApplied(joseph.id, "5")).toBe(true);
    expect(await hasApplied(amina.id, "5")).toBe(false);
  });

  it("refuses a missing or malformed job id with 400", async () => {
    expect((await apply({}, amina.cookie)).status).toBe(400);
    expect((await apply({ jobId: "x".repeat(101) }, amina.cookie)).status).toBe(400);
  });

  it("answers 503 FAILED (logged) when the database fails", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const select = vi.spyOn(s.db, "select").mockImplementation(() => {
      throw new Error("database down");
    });
    try {
      const res = await apply({ jobId: "6" }, amina.cookie);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ code: "FAILED" });
      expect(spy).toHaveBeenCalled();
    } finally {
      select.mockRestore();
      spy.mockRestore();
    }
  });

  it("the status check answers applied for the signed-in user only", async () => {
    expect(await (await status("1", amina.cookie)).json()).toEqual({ applied: true });
    expect(await (await status("2", amina.cookie)).json()).toEqual({ applied: false });
    expect(await (await status("1", joseph.cookie)).json()).toEqual({ applied: false });
    expect(await (await status("1")).json()).toEqual({ applied: false });
    expect(await applicationState(pageRequest("/job/1", { cookie: amina.cookie }), "1")).toBe(true);
    expect(await applicationState(pageRequest("/job/1"), "1")).toBe(false);
  });

  it("listApplications returns only the caller's applications, with their jobs, newest first", async () => {
    const mine = await listApplications(joseph.id);
    expect(mine.map((a) => a.jobId).sort()).toEqual(["2", "3", "5"]);
    for (const a of mine) {
      expect(a.status).toBe("submitted");
      expect(a.title).toBeTruthy();
      expect(a.company).toBeTruthy();
      expect(Date.parse(a.appliedAt)).not.toBeNaN();
    }
    const hers = await listApplications(amina.id);
    expect(hers.map((a) => a.jobId)).toEqual(["1"]);
    expect(hers[0]).toMatchObject({ title: "Backend Developer (Java/Kotlin)", company: "Spreeforge Software GmbH" });
  });
});
