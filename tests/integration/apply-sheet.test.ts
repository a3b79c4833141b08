import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidateProfiles, jobApplications, jobs } from "#db/schema.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import { readAll } from "#app/lib/storage/storage.server.ts";
import { CV_MESSAGES } from "#app/lib/uploads/cv.server.ts";
import { loader as authApiLoader } from "#app/routes/account/api.auth.ts";
import { action as authAction } from "#app/routes/account/auth.tsx";
import { action as profileAction } from "#app/routes/account/profile.tsx";
import { action as applyAction, loader as applyLoader } from "#app/routes/jobs/job.apply.tsx";
import { createSignedInUser, pageRequest, registrantCookie, routeArgs } from "../support/accounts.ts";
import { elfExecutable, minimalPdf, pdfOfSize } from "../support/files.ts";
import { settle } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

type Upload = { bytes: Uint8Array; name: string; type?: string };

/** The apply form as the browser posts it (multipart, like the sheet and the page). */
function applyRequest(jobId: string, cookie: string | undefined, fields: Record<string, string>, file?: Upload) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set(
    "cvFile",
    file ? new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/pdf" }) : new File([], ""),
  );
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  return new Request(`${TEST_ORIGIN}/job/${jobId}/apply`, { method: "POST", headers, body: form });
}

const apply = (jobId: string, cookie: string | undefined, fields: Record<string, string>, file?: Upload) =>
  settle(() => applyAction(routeArgs(applyRequest(jobId, cookie, fields, file), { id: jobId })));

/** The toast a redirect carries (the signed flash cookie), as the next page would show it. */
async function toastOf(response: Response | undefined) {
  const cookie =
    response?.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ") ?? "";
  return (await readFlash(new Request(TEST_ORIGIN, { headers: { cookie } }))).toast;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe("the apply sheet and page (/job/{id}/apply)", () => {
  let s: TestServices;
  let uploads: string;
  let amina: Account;
  let joseph: Account;

  async function applicationOf(userId: string, jobId: string) {
    const [row] = await s.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.userId, userId), eq(jobApplications.jobId, jobId)));
    return row;
  }

  async function uploadProfileCv(account: Account, bytes: Uint8Array, name: string) {
    const form = new FormData();
    form.set("cv", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
    const req = new Request(`${TEST_ORIGIN}/profile`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie: account.cookie },
      body: form,
    });
    const res = await settle(() => profileAction(routeArgs(req)));
    expect(res.status).toBe(302);
    const [row] = await s.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, account.id));
    return row!;
  }

  beforeAll(async () => {
    s = await createTestServices();
    await seedSampleData(s.db);
    uploads = path.join(s.config.DATA_DIR, "uploads");
    amina = await createSignedInUser(s, { name: "Amina Nakato" });
    joseph = await createSignedInUser(s, { name: "Joseph Okello" });
  });
  afterAll(() => s.close());

  it("shows a signed-out visitor the job only, and a candidate what will be sent", async () => {
    const signedOut = await settle(() => applyLoader(routeArgs(pageRequest("/job/1/apply"), { id: "1" })));
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toMatchObject({ job: { id: "1", open: true }, candidate: null });

    await s.db
      .insert(candidateProfiles)
      .values({ userId: amina.id, headline: "Nurse, 6 years", germanLevel: "A2" })
      .onConflictDoUpdate({ target: candidateProfiles.userId, set: { headline: "Nurse, 6 years", germanLevel: "A2" } });
    const signedIn = await settle(() =>
      applyLoader(routeArgs(pageRequest("/job/1/apply", { cookie: amina.cookie }), { id: "1" })),
    );
    expect(signedIn.body).toMatchObject({
      candidate: { name: "Amina Nakato", headline: "Nurse, 6 years", germanLevel: "A2", profileCv: null, applied: false },
    });
    const missing = await settle(() => applyLoader(routeArgs(pageRequest("/job/nope/apply"), { id: "nope" })));
    expect(missing.status).toBe(404);
  });

  it("sends a copy of the profile's CV under a new key, which outlives replacing the profile's CV", async () => {
    const original = minimalPdf("Amina's CV, first version");
    const profile = await uploadProfileCv(amina, original, "Amina CV.pdf");
    const res = await apply("1", amina.cookie, { cv: "profile", coverNote: "  Ich freue mich auf Ihre Antwort.  " });
    expect(res.status).toBe(302);
    expect(res.response?.headers.get("Location")).toBe("/job/1");
    expect(await toastOf(res.response)).toMatchObject({
      title: "Application Submitted",
      description:
        "Your application for Backend Developer (Java/Kotlin) at Spreeforge Software GmbH has been successfully submitted",
    });

    const row = await applicationOf(amina.id, "1");
    expect(row).toMatchObject({ status: "submitted", coverNote: "Ich freue mich auf Ihre Antwort.", cvFileName: "Amina CV.pdf" });
    expect(row!.cvKey).toMatch(/^cvs\/[0-9a-f-]{36}\.pdf$/);
    expect(row!.cvKey).not.toBe(profile.cvKey);

    await uploadProfileCv(amina, minimalPdf("Amina's CV, second version"), "Amina CV 2.pdf");
    expect(await s.storage.exists(profile.cvKey!)).toBe(false);
    const copy = await s.storage.get(row!.cvKey!);
    expect(Buffer.from(await readAll(copy!)).equals(Buffer.from(original))).toBe(true);
  });

  it("answers a second application with Already Applied and stores no second CV", async () => {
    const before = filesUnder(uploads).length;
    const res = await apply("1", amina.cookie, { cv: "upload" }, { bytes: minimalPdf(), name: "again.pdf" });
    expect(res.status).toBe(302);
    expect(await toastOf(res.response)).toMatchObject({
      title: "Already Applied",
      description: "You have already applied for this job",
    });
    expect(filesUnder(uploads)).toHaveLength(before);
  });

  it("sends an uploaded PDF, and refuses a renamed executable and a 6 MB file with the message under the field", async () => {
    const exe = await apply("2", joseph.cookie, { cv: "upload" }, { bytes: elfExecutable(), name: "cv.pdf" });
    expect(exe.status).toBe(400);
    expect(exe.body).toEqual({ errors: { cv: CV_MESSAGES.type }, values: { cv: "upload", coverNote: "" } });

    const before = filesUnder(uploads).length;
    const big = await apply(
      "2",
      joseph.cookie,
      { cv: "upload", coverNote: "I have cared for elderly people for six years." },
      { bytes: pdfOfSize(6 * 1024 * 1024), name: "big.pdf" },
    );
    expect(big.status).toBe(413);
    // The message under the field, and the cover note kept for the page drawn anew (no script).
    expect(big.body).toEqual({
      errors: { cv: CV_MESSAGES.tooLarge },
      values: { cv: "upload", coverNote: "I have cared for elderly people for six years." },
    });
    expect(filesUnder(uploads)).toHaveLength(before);
    expect(await applicationOf(joseph.id, "2")).toBeUndefined();

    // A chosen file is sent even when the radio still says "No CV" (nothing selects it without a script).
    const ok = await apply("2", joseph.cookie, { cv: "none" }, { bytes: minimalPdf("Joseph"), name: "Joseph CV.PDF" });
    expect(ok.status).toBe(302);
    const row = await applicationOf(joseph.id, "2");
    expect(row).toMatchObject({ cvFileName: "Joseph CV.pdf", coverNote: null });
    expect(await s.storage.exists(row!.cvKey!)).toBe(true);
    expect(filesUnder(uploads)).toHaveLength(before + 1);
  });

  it("refuses a cover note of 4,001 characters under the field, and applies without a CV", async () => {
    const long = await apply("3", joseph.cookie, { cv: "none", coverNote: "a".repeat(4001) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ errors: { coverNote: "The cover note can have at most 4,000 characters." } });
    expect(await applicationOf(joseph.id, "3")).toBeUndefined();

    const noProfileCv = await apply("3", joseph.cookie, { cv: "profile" });
    expect(noProfileCv.body).toMatchObject({
      errors: { cv: "Your profile has no CV any more. Please upload one or choose No CV." },
    });

    // Both messages at once, each under its field.
    const both = await apply("3", joseph.cookie, { cv: "profile", coverNote: "a".repeat(4001) });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({
      errors: {
        coverNote: "The cover note can have at most 4,000 characters.",
        cv: "Your profile has no CV any more. Please upload one or choose No CV.",
      },
    });

    const ok = await apply("3", joseph.cookie, { cv: "none", coverNote: "b".repeat(4000) });
    expect(ok.status).toBe(302);
    expect(await applicationOf(joseph.id, "3")).toMatchObject({ cvKey: null, cvFileName: null, coverNote: "b".repeat(4000) });
  });

  it("refuses a closed job and deletes the CV copy it had stored (no orphan file)", async () => {
    await s.db.update(jobs).set({ status: "closed", closedAt: new Date() }).where(eq(jobs.id, "4"));
    const before = filesUnder(uploads).length;
    const res = await apply("4", joseph.cookie, { cv: "upload" }, { bytes: minimalPdf(), name: "cv.pdf" });
    expect(res.status).toBe(302);
    expect(await toastOf(res.response)).toMatchObject({
      title: "Application Failed",
      description: "This job is no longer accepting applications",
    });
    expect(await applicationOf(joseph.id, "4")).toBeUndefined();
    expect(filesUnder(uploads)).toHaveLength(before);
  });

  it("sends a signed-out submission to sign in, returning to the apply page", async () => {
    const res = await apply("5", undefined, { cv: "none" });
    expect(res.status).toBe(302);
    expect(res.response?.headers.get("Location")).toBe("/auth?redirectTo=%2Fjob%2F5%2Fapply");
  });
});

describe("registering from a job: the verification link signs in and returns to the job", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices();
    await seedSampleData(s.db);
  });
  afterAll(() => s.close());

  let n = 0;
  /** The cookie of the browser that registered last. */
  let browser = "";
  /** The headers of an action's `data()` answer. */
  const answerHeaders = (answer: unknown) => new Headers((answer as { init?: { headers?: HeadersInit } }).init?.headers);
  async function register(redirectTo?: string) {
    n += 1;
    const email = `reg${n}-${Date.now()}@example.org`;
    const form: Record<string, string> = {
      intent: "register",
      fullName: "Grace Atim",
      phoneNumber: "+256 772 000111",
      email,
      password: "secret-pass-1",
    };
    if (redirectTo !== undefined) form.redirectTo = redirectTo;
    const answer = await authAction(routeArgs(pageRequest("/register", { form, ip: `198.51.100.${n}` })));
    const res = await settle(() => answer);
    expect(res.status).toBe(200);
    browser = registrantCookie(answerHeaders(answer));
    const link = (await s.outbox(email)).find((m) => /Confirm your e-mail/.test(m.subject))?.links[0];
    expect(link).toBeDefined();
    return new URL(link!);
  }

  /** Opens the link through our /api/auth route, as the browser that registered does. */
  async function open(link: URL) {
    const req = new Request(link, { headers: { origin: TEST_ORIGIN, cookie: browser } });
    return (await authApiLoader(routeArgs(req))) as Response;
  }

  it("from a job's apply sheet: signed in, back on the job with the sheet open", async () => {
    const link = await register("/job/1?apply=1");
    expect(link.searchParams.get("callbackURL")).toBe("/job/1?apply=1");
    const res = await open(link);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/job/1?apply=1");
    expect(res.headers.getSetCookie().some((c) => /^pearlbridge\.session_token=[^;]+/.test(c))).toBe(true);
  });

  it("without a return path: /auth?verified=1 as before, not signed in", async () => {
    const link = await register();
    expect(link.searchParams.get("callbackURL")).toBe("/auth?verified=1");
    const res = await open(link);
    expect(res.headers.get("Location")).toBe("/auth?verified=1");
    expect(res.headers.getSetCookie().some((c) => /^pearlbridge\.session_token=[^;]+/.test(c))).toBe(false);
  });

  it("a sign-in refused for an unverified address, and Resend verification email, keep the return path", async () => {
    n += 1;
    const email = `resend${n}-${Date.now()}@example.org`;
    const ip = `198.51.100.${100 + n}`;
    const signUp = {
      intent: "register",
      fullName: "Grace Atim",
      phoneNumber: "+256 772 000111",
      email,
      password: "secret-pass-1",
    };
    const registered = await authAction(routeArgs(pageRequest("/register", { form: signUp, ip })));
    expect((await settle(() => registered)).status).toBe(200);
    browser = registrantCookie(answerHeaders(registered));
    const linksSoFar = async () => (await s.outbox(email)).filter((m) => /Confirm your e-mail/.test(m.subject)).length;
    // The outbox lists the newest e-mail first.
    const latestLink = async () => new URL((await s.outbox(email)).find((m) => /Confirm your e-mail/.test(m.subject))!.links[0]!);

    // The person comes back from a job's Apply and tries to sign in before verifying: refused, a new link is sent.
    const before = await linksSoFar();
    const login = await settle(() =>
      authAction(
        routeArgs(
          pageRequest("/auth", { form: { intent: "login", email, password: "secret-pass-1", redirectTo: "/job/1?apply=1" }, ip }),
        ),
      ),
    );
    expect(login.status).toBe(403);
    expect((login.body as { unverifiedEmail?: string }).unverifiedEmail).toBe(email);
    expect(await linksSoFar()).toBe(before + 1);
    expect((await latestLink()).searchParams.get("callbackURL")).toBe("/job/1?apply=1");

    // Resend verification email from that page: the new link also returns to the job with the sheet open.
    const resend = await settle(() =>
      authAction(
        routeArgs(pageRequest("/auth", { form: { intent: "resend-verification", email, redirectTo: "/job/1?apply=1" }, ip })),
      ),
    );
    expect(resend.status).toBe(200);
    expect(await linksSoFar()).toBe(before + 2);
    const link = await latestLink();
    expect(link.searchParams.get("callbackURL")).toBe("/job/1?apply=1");
    const res = await open(link);
    expect(res.headers.get("Location")).toBe("/job/1?apply=1");
    expect(res.headers.getSetCookie().some((c) => /^pearlbridge\.session_token=[^;]+/.test(c))).toBe(true);
  });

  it("never returns to another site: an absolute or //evil return path falls back to /auth?verified=1", async () => {
    for (const evil of ["//evil.example/job/1", "https://evil.example/", "/\\evil.example", "/auth?redirectTo=//evil.example"]) {
      const link = await register(evil);
      expect(link.searchParams.get("callbackURL")).toBe("/auth?verified=1");
    }
    // A forged link with another site as callbackURL: Better Auth refuses it, and nobody is signed in.
    const link = await register("/job/2?apply=1");
    link.searchParams.set("callbackURL", "https://evil.example/");
    const res = await open(link);
    expect(res.headers.get("Location") ?? "").not.toMatch(/evil/);
    expect(res.headers.getSetCookie().some((c) => /^pearlbridge\.session_token=[^;]+/.test(c))).toBe(false);
  });
});
