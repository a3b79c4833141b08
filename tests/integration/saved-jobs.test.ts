import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { savedJobs } from "#db/schema.ts";
import { listSavedJobs } from "#app/features/saved-jobs/saved-jobs.server.ts";
import { action, loader } from "#app/routes/api.saved-jobs.ts";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

const post = (form: Record<string, string>, cookie?: string) =>
  action(routeArgs(pageRequest("/api/saved-jobs", { form, cookie }))) as Promise<Response>;
const list = async (cookie?: string) =>
  (await (loader(routeArgs(pageRequest("/api/saved-jobs", { cookie }))) as Promise<Response>)).json();

describe("saved jobs on the account", () => {
  let s: TestServices;
  let amina: Awaited<ReturnType<typeof createSignedInUser>>;
  let joseph: Awaited<ReturnType<typeof createSignedInUser>>;

  beforeAll(async () => {
    s = await createTestServices();
    await seedSampleData(s.db);
    amina = await createSignedInUser(s);
    joseph = await createSignedInUser(s);
  });
  afterAll(() => s.close());

  it("signed out, keeps the visitor's saves in the device cookie", async () => {
    expect(await list()).toEqual({ jobIds: [] });
    const res = await post({ jobId: "1", saved: "true" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ jobId: "1", saved: true, count: 1, toast: { title: "Job saved" } });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("pb_saved="));
    expect(cookie).toMatch(/^pb_saved=1;/);
    expect(await list("pb_saved=1.2")).toEqual({ jobIds: ["1", "2"] });
  });

  it("saves and removes a job for the session's user only", async () => {
    const saved = await post({ jobId: "1", saved: "true", userId: joseph.id }, amina.cookie);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ jobId: "1", saved: true, count: 1 });
    expect(saved.headers.getSetCookie()).toEqual([]);
    // Saving twice is harmless.
    expect(await (await post({ jobId: "1", saved: "true" }, amina.cookie)).json()).toMatchObject({ jobId: "1", saved: true });
    expect(await list(amina.cookie)).toEqual({ jobIds: ["1"] });
    expect(await list(joseph.cookie)).toEqual({ jobIds: [] });

    expect(await (await post({ jobId: "1", saved: "false" }, amina.cookie)).json()).toMatchObject({ jobId: "1", saved: false });
    expect(await list(amina.cookie)).toEqual({ jobIds: [] });
  });

  it("refuses unknown job ids with 400", async () => {
    const res = await post({ jobId: "no-such-job", saved: "true" }, amina.cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ toast: { title: "Job not found" } });
    expect(await s.db.select().from(savedJobs).where(eq(savedJobs.jobId, "no-such-job"))).toEqual([]);
  });

  it("refuses malformed requests with 400", async () => {
    const forms: Record<string, string>[] = [
      {},
      { jobId: "1" },
      { jobId: "1", saved: "yes" },
      { intent: "merge", jobIds: "{not json" },
      { intent: "merge" },
    ];
    for (const form of forms) {
      expect((await post(form, amina.cookie)).status, JSON.stringify(form)).toBe(400);
    }
  });

  it("merges the browser's list into the account and answers the union", async () => {
    await post({ jobId: "2", saved: "true" }, joseph.cookie);
    const res = await post({ intent: "merge", jobIds: JSON.stringify(["3", "2", "no-such-job", 42, "4", "3"]) }, joseph.cookie);
    expect(res.status).toBe(200);
    const { jobIds } = (await res.json()) as { jobIds: string[] };
    expect([...jobIds].sort()).toEqual(["2", "3", "4"]);
    expect((await list(amina.cookie)).jobIds).toEqual([]);
    const details = await listSavedJobs(joseph.id);
    expect(details.map((d) => d.jobId).sort()).toEqual(["2", "3", "4"]);
    expect(details.every((d) => d.title && d.company && d.location)).toBe(true);
  });

  it("a merge with an empty list answers the account's list", async () => {
    const res = await post({ intent: "merge", jobIds: "[]" }, joseph.cookie);
    expect(((await res.json()) as { jobIds: string[] }).jobIds.sort()).toEqual(["2", "3", "4"]);
  });
});
