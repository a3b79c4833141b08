import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { jobApplications } from "#db/schema.ts";
import { applicationState, applyForJob, hasApplied, listApplications } from "#app/features/applications/applications.server.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import { action } from "#app/routes/jobs/job.apply.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { settle } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

/** POST /job/{id}/apply as the apply page sends it (multipart), with No CV unless the fields say otherwise. */
const apply = (jobId: string, fields: Record<string, string>, cookie?: string) => {
  const form = new FormData();
  form.set("cv", "none");
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  const request = new Request(`${TEST_ORIGIN}/job/${encodeURIComponent(jobId)}/apply`, { method: "POST", headers, body: form });
  return settle(() => action(routeArgs(request, { id: jobId })));
};

/** The title of the toast a redirect carries. */
async function toastTitle(response: Response | undefined) {
  const cookie =
    response?.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ") ?? "";
  return (await readFlash(new Request(TEST_ORIGIN, { headers: { cookie } }))).toast?.title;
}

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
    const res = await apply("1", {}, amina.cookie);
    expect(res.status).toBe(302);
    expect(res.response?.headers.get("Location")).toBe("/job/1");
    expect(await toastTitle(res.response)).toBe("Application Submitted");
    const rows = await s.db.select().from(jobApplications).where(eq(jobApplications.userId, amina.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      jobId: "1",
      status: "submitted",
      notes: "Applied for Backend Developer (Java/Kotlin) at Spreeforge Software GmbH",
    });
  });

  it("answers a second application with Already Applied and keeps one row", async () => {
    const res = await apply("1", {}, amina.cookie);
    expect(res.status).toBe(302);
    expect(await toastTitle(res.response)).toBe("Already Applied");
    const rows = await s.db.select().from(jobApplications).where(eq(jobApplications.userId, amina.id));
    expect(rows).toHaveLength(1);
  });

  it("two concurrent applications store one row: one success, one duplicate", async () => {
    const results = await Promise.all([applyForJob(joseph.id, "2"), applyForJob(joseph.id, "2")]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === "ALREADY_APPLIED")).toHaveLength(1);
    const responses = await Promise.all([apply("3", {}, joseph.cookie), apply("3", {}, joseph.cookie)]);
    expect((await Promise.all(responses.map((r) => toastTitle(r.response)))).sort()).toEqual([
      "Already Applied",
      "Application Submitted",
    ]);
    const rows = await s.db.select().from(jobApplications).where(eq(jobApplications.userId, joseph.id));
    expect(rows.map((r) => r.jobId).sort()).toEqual(["2", "3"]);
  });

  it("answers an unknown job with 404 and stores nothing", async () => {
    const res = await apply("no-such-job", {}, amina.cookie);
    expect(res.status).toBe(404);
    expect(await hasApplied(amina.id, "no-such-job")).toBe(false);
  });

  it("sends a visitor without a session to sign in and stores nothing, whatever user id the body names", async () => {
    const forged = await apply("4", { userId: amina.id, user_id: amina.id });
    expect(forged.status).toBe(302);
    expect(forged.response?.headers.get("Location")).toBe("/auth?redirectTo=%2Fjob%2F4%2Fapply");
    expect(await hasApplied(amina.id, "4")).toBe(false);
  });

  it("ignores a user id in the body: the application is the session's user's", async () => {
    const res = await apply("5", { userId: amina.id, user_id: amina.id }, joseph.cookie);
    expect(res.status).toBe(302);
    expect(await hasApplied(joseph.id, "5")).toBe(true);
    expect(await hasApplied(amina.id, "5")).toBe(false);
  });

  it("answers 503 with Application Failed (logged) when storing the application fails", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const transaction = vi.spyOn(s.db, "transaction").mockImplementation(() => {
      throw new Error("database down");
    });
    try {
      const res = await apply("6", {}, amina.cookie);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ errors: {}, toast: { title: "Application Failed" } });
      expect(spy).toHaveBeenCalled();
    } finally {
      transaction.mockRestore();
      spy.mockRestore();
    }
    expect(await hasApplied(amina.id, "6")).toBe(false);
  });

  it("the job page's state says applied for the signed-in user only", async () => {
    expect(await applicationState(pageRequest("/job/1", { cookie: amina.cookie }), "1")).toBe(true);
    expect(await applicationState(pageRequest("/job/2", { cookie: amina.cookie }), "2")).toBe(false);
    expect(await applicationState(pageRequest("/job/1", { cookie: joseph.cookie }), "1")).toBe(false);
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
