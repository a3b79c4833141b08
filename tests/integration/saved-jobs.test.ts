import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { jobs, savedJobs } from "#db/schema.ts";
import { listSavedJobs } from "#app/features/saved-jobs/saved-jobs.server.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { loader as accountDataLoader } from "#app/routes/account/account.data.ts";
import { action, loader } from "#app/routes/jobs/api.saved-jobs.ts";
import { loader as savedPageLoader } from "#app/routes/jobs/saved.tsx";
import { loader as applicationsLoader } from "#app/routes/candidate/applications.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { insertCompany } from "../support/companies.ts";
import { insertJob } from "../support/jobs.ts";
import { outcome, settle } from "../support/route-outcome.ts";
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

  it("the first page after signing in shows the device's saves, whether or not the root loader has merged them yet", async () => {
    const ines = await createSignedInUser(s);
    const cookie = `${ines.cookie}; pb_saved=2.3`;
    // React Router runs the root's and the page's loaders together: the page must not count on the root's merge.
    const ids = (items: { jobId: string }[]) => items.map((i) => i.jobId).sort();
    const applications = await outcome(() => applicationsLoader(routeArgs(pageRequest("/applications", { cookie }))));
    expect(ids((applications.data as { saved: { jobId: string }[] }).saved)).toEqual(["2", "3"]);
    const savedPage = await outcome(() => savedPageLoader(routeArgs(pageRequest("/saved", { cookie }))));
    expect(ids((savedPage.data as { items: { jobId: string }[] }).items)).toEqual(["2", "3"]);
    // The root loader clears the device's list: from now on the account's is the one shown.
    const root = await rootLoader(routeArgs(pageRequest("/applications", { cookie })));
    const rootHeaders = new Headers((root as { init?: { headers?: HeadersInit } }).init?.headers);
    expect(rootHeaders.get("Set-Cookie")).toContain("pb_saved=; Max-Age=0");
    expect((await listSavedJobs(ines.id)).map((j) => j.jobId).sort()).toEqual(["2", "3"]);
  });

  it("a merge with an empty list answers the account's list", async () => {
    const res = await post({ intent: "merge", jobIds: "[]" }, joseph.cookie);
    expect(((await res.json()) as { jobIds: string[] }).jobIds.sort()).toEqual(["2", "3", "4"]);
  });
});

describe("saved jobs and jobs the public cannot see", () => {
  let s: TestServices;
  let amina: Awaited<ReturnType<typeof createSignedInUser>>;
  let template: typeof jobs.$inferSelect;

  beforeAll(async () => {
    s = await createTestServices();
    await seedSampleData(s.db);
    amina = await createSignedInUser(s);
    [template] = (await s.db.select().from(jobs).where(eq(jobs.id, "1"))) as [typeof jobs.$inferSelect];
    // A draft of a sample company, and a closed job of a suspended company: neither has a public page.
    await insertJob(s.db, template, {
      id: "draft-secret",
      title: "Unreleased Draft Title",
      companyId: template.companyId,
      company: template.company,
      status: "draft",
    });
    await insertCompany(s.db, { id: "suspended-co", name: "Suspended GmbH", suspended: true });
    await insertJob(s.db, template, {
      id: "suspended-closed",
      title: "Suspended Company Job",
      companyId: "suspended-co",
      company: "Suspended GmbH",
      status: "published",
    });
    await s.db.update(jobs).set({ status: "closed", closedAt: new Date() }).where(eq(jobs.id, "suspended-closed"));
    // A closed job of a company in good standing keeps its public page: it can be saved.
    await s.db.update(jobs).set({ status: "closed", closedAt: new Date() }).where(eq(jobs.id, "5"));
  });
  afterAll(() => s.close());

  const savedPage = async (cookie?: string) =>
    (
      (await savedPageLoader(routeArgs(pageRequest("/saved", { cookie })))) as unknown as {
        data: { items: { jobId: string; title: string }[] };
      }
    ).data.items;
  const exportOf = async (cookie: string) => {
    const res = await settle(() => accountDataLoader(routeArgs(pageRequest("/account/data", { cookie }))));
    expect(res.status).toBe(200);
    return JSON.parse(await res.response!.text()) as { savedJobs: Record<string, unknown>[] };
  };
  const rowsOf = async (userId: string) =>
    (await s.db.select({ jobId: savedJobs.jobId }).from(savedJobs).where(eq(savedJobs.userId, userId)))
      .map((r) => r.jobId)
      .sort();

  it("ignores a draft and a suspended company's job in a merge, on the account and on the device, and saves a closed job", async () => {
    const res = await post(
      { intent: "merge", jobIds: JSON.stringify(["draft-secret", "suspended-closed", "1", "5"]) },
      amina.cookie,
    );
    expect(res.status).toBe(200);
    expect([...((await res.json()) as { jobIds: string[] }).jobIds].sort()).toEqual(["1", "5"]);
    expect(await rowsOf(amina.id)).toEqual(["1", "5"]);
    expect((await savedPage(amina.cookie)).map((i) => i.title).join()).not.toMatch(/Unreleased|Suspended/);
    expect(JSON.stringify(await exportOf(amina.cookie))).not.toMatch(/Unreleased|Suspended|draft-secret/);

    // The device list merged at sign-in (the root loader) is held to the same rule.
    const root = (await rootLoader(
      routeArgs(pageRequest("/", { cookie: `${amina.cookie}; pb_saved=draft-secret.suspended-closed.2` })),
    )) as unknown as { data: { savedJobIds: string[] } };
    expect([...root.data.savedJobIds].sort()).toEqual(["1", "2", "5"]);
    expect(await rowsOf(amina.id)).toEqual(["1", "2", "5"]);

    // A visitor's merge keeps only public jobs in the device cookie too.
    const visitor = await post({ intent: "merge", jobIds: JSON.stringify(["draft-secret", "suspended-closed", "3"]) });
    expect(await visitor.json()).toEqual({ jobIds: ["3"] });
  });

  it("refuses to save a draft or a suspended company's job one by one with 400 Job not found", async () => {
    for (const jobId of ["draft-secret", "suspended-closed"]) {
      for (const cookie of [amina.cookie, undefined]) {
        const res = await post({ jobId, saved: "true" }, cookie);
        expect(res.status, jobId).toBe(400);
        expect(await res.json()).toMatchObject({ code: "INVALID", toast: { title: "Job not found" } });
      }
    }
    expect(await rowsOf(amina.id)).not.toContain("draft-secret");
    expect(await savedPage("pb_saved=suspended-closed.3")).toEqual([expect.objectContaining({ jobId: "3" })]);
  });

  it("leaves a saved job out of /saved, the count and the export's titles while it is hidden, and shows it again once public", async () => {
    const joseph = await createSignedInUser(s);
    await insertJob(s.db, template, {
      id: "later-hidden",
      title: "Once Public Title",
      companyId: template.companyId,
      company: template.company,
      status: "published",
    });
    expect((await post({ jobId: "later-hidden", saved: "true" }, joseph.cookie)).status).toBe(200);
    expect((await savedPage(joseph.cookie)).map((i) => i.jobId)).toEqual(["later-hidden"]);

    // Edited and back in review, with a new title nobody has approved.
    await s.db.update(jobs).set({ status: "pending_review", title: "Unapproved New Title" }).where(eq(jobs.id, "later-hidden"));
    expect(await savedPage(joseph.cookie)).toEqual([]);
    expect(await list(joseph.cookie)).toEqual({ jobIds: [] });
    const exported = await exportOf(joseph.cookie);
    // Still the user's data: the job's id and when it was saved, not its texts.
    expect(exported.savedJobs).toEqual([{ jobId: "later-hidden", jobTitle: null, company: null, savedAt: expect.any(String) }]);
    expect(JSON.stringify(exported)).not.toContain("Unapproved New Title");

    await s.db.update(jobs).set({ status: "published", title: "Once Public Title" }).where(eq(jobs.id, "later-hidden"));
    expect((await savedPage(joseph.cookie)).map((i) => i.title)).toEqual(["Once Public Title"]);
    expect((await exportOf(joseph.cookie)).savedJobs).toEqual([
      expect.objectContaining({ jobId: "later-hidden", jobTitle: "Once Public Title" }),
    ]);
  });
});
