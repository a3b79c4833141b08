import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { listSavedJobIds } from "#app/features/saved-jobs/saved-jobs.server.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { action, loader } from "#app/routes/jobs/saved.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

/** A Save form sent by the browser itself (no JavaScript): it expects a page back. */
const formPost = (form: Record<string, string>, cookie?: string) =>
  action(routeArgs(pageRequest("/saved", { form, cookie, headers: { "sec-fetch-mode": "navigate" } }))) as Promise<Response>;

const savedPage = async (cookie?: string) => {
  const result = (await loader(routeArgs(pageRequest("/saved", { cookie })))) as unknown as {
    data: { signedIn: boolean; items: { jobId: string; title: string }[] };
    init: { headers: Record<string, string> } | null;
  };
  return result;
};

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];

describe("/saved and the Save forms without JavaScript", () => {
  let s: TestServices;

  beforeAll(async () => {
    s = await createTestServices();
    await seedSampleData(s.db);
  });
  afterAll(() => s.close());

  it("a visitor saves with a plain form: redirect back, a device cookie, and a toast that says 'on this device'", async () => {
    const res = await formPost({ jobId: "2", saved: "true", returnTo: "/job/2?from=search" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/job/2?from=search");
    expect(cookieOf(res, "pb_saved")).toBe("pb_saved=2");
    const flash = cookieOf(res, "pearlbridge_flash")!;
    const root = (await rootLoader(routeArgs(pageRequest("/job/2", { cookie: `pb_saved=2; ${flash}` })))) as unknown as {
      data: { toast: { title: string; description: string }; savedJobIds: string[] };
    };
    expect(root.data.toast.title).toBe("Job saved");
    expect(root.data.toast.description).toMatch(/has been saved on this device$/);
    expect(root.data.savedJobIds).toEqual(["2"]);
  });

  it("lists the device's saves newest first, leaving out ids that are no jobs", async () => {
    const { data, init } = await savedPage("pb_saved=3.no-such-job.1.<b>");
    expect(data.signedIn).toBe(false);
    expect(data.items.map((i) => i.jobId)).toEqual(["3", "1"]);
    expect(data.items[0]?.title).toBeTruthy();
    expect(init?.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("removes with a plain form and never redirects off the site", async () => {
    const res = await formPost({ jobId: "3", saved: "false", returnTo: "//evil.example/x" }, "pb_saved=3.1");
    expect(res.headers.get("Location")).toBe("/saved");
    expect(cookieOf(res, "pb_saved")).toBe("pb_saved=1");
  });

  it("refuses an unknown job with an error toast and keeps the list", async () => {
    const res = await formPost({ jobId: "no-such-job", saved: "true", returnTo: "/jobs" }, "pb_saved=1");
    expect(res.headers.get("Location")).toBe("/jobs");
    expect(cookieOf(res, "pb_saved")).toBeUndefined();
  });

  it("a signed-in user saves to the account, sees the account's list, and device saves join it at sign-in", async () => {
    const amina = await createSignedInUser(s);
    const res = await formPost({ jobId: "4", saved: "true", returnTo: "/job/4" }, amina.cookie);
    expect(res.status).toBe(302);
    expect(cookieOf(res, "pb_saved")).toBeUndefined();
    expect(await listSavedJobIds(amina.id)).toEqual(["4"]);

    // Saved on this device before signing in: the first page afterwards merges them and clears the cookie.
    const root = (await rootLoader(routeArgs(pageRequest("/", { cookie: `${amina.cookie}; pb_saved=5.4` })))) as unknown as {
      data: { savedJobIds: string[] };
      init: { headers: Headers };
    };
    expect([...root.data.savedJobIds].sort()).toEqual(["4", "5"]);
    expect(root.init.headers.getSetCookie().some((c) => c.startsWith("pb_saved=;") && c.includes("Max-Age=0"))).toBe(true);

    const { data } = await savedPage(amina.cookie);
    expect(data.signedIn).toBe(true);
    expect(data.items.map((i) => i.jobId).sort()).toEqual(["4", "5"]);
    // The page itself joins a device list too: its loader runs beside the root's on the same request.
    const joined = await savedPage(`${amina.cookie}; pb_saved=9`);
    expect(joined.data.items.map((i) => i.jobId).sort()).toEqual(["4", "5", "9"]);
  });
});
