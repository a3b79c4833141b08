/**
 * /profile, CVs and privacy with local file storage: the profile form, CV upload, download and deletion, an
 * application's CV for the company's members only, the data export and account deletion. CVs on an
 * S3-compatible server: profile-s3.test.ts.
 */
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStatusHistory, jobApplications, jobs, member, savedJobs } from "#db/schema.ts";
import { action as accountAction } from "#app/routes/account/account.tsx";
import { loader as accountDataLoader } from "#app/routes/account/account.data.ts";
import { loader as applicationCvLoader } from "#app/routes/employer/application-cv.ts";
import { loader as profileCvLoader } from "#app/routes/account/profile.cv.ts";
import { action as profileAction, loader as profileLoader } from "#app/routes/account/profile.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { elfExecutable, minimalDocx, minimalPdf, pngClaiming } from "../support/files.ts";
import { publishedNow } from "../support/companies.ts";
import { applyWithCv, cvUpload, filesUnder, profileRow } from "../support/profiles.ts";
import { settle } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

async function insertJob(s: TestServices, companyId: string, id: string) {
  await s.db.insert(jobs).values({
    id,
    title: `Warehouse worker ${id}`,
    companyId,
    company: "Test GmbH",
    ...publishedNow(),
    location: "Hamburg",
    citySlug: "hamburg",
    salary: "€30,000",
    jobType: "Full-time",
    category: "Logistics",
    categorySlug: "logistics",
    experienceLevel: "Entry Level",
    postedAt: new Date(),
    description: "Loading and unloading.",
    requirements: [],
    benefits: [],
  });
}

async function companyOf(s: TestServices, userId: string): Promise<string> {
  const [row] = await s.db.select({ id: member.organizationId }).from(member).where(eq(member.userId, userId));
  if (!row) throw new Error("no company");
  return row.id;
}

describe("/profile, CVs and privacy (local storage)", () => {
  let s: TestServices;
  let seeker: Account;
  let other: Account;
  let employer: Account;
  let rival: Account;
  let uploads: string;

  beforeAll(async () => {
    s = await createTestServices();
    uploads = path.join(s.config.DATA_DIR, "uploads");
    seeker = await createSignedInUser(s, { name: "Sarah Nakato" });
    other = await createSignedInUser(s, { name: "Other Seeker" });
    employer = await createSignedInUser(s, { name: "Emma Employer", companyName: "Hamburg Logistik GmbH" });
    rival = await createSignedInUser(s, { name: "Rita Rival", companyName: "Rival Logistik GmbH" });
  });
  afterAll(() => s.close());

  it("sends the signed out to /auth and shows employers a refusal instead of the form", async () => {
    const signedOut = await settle(() => profileLoader(routeArgs(pageRequest("/profile"))));
    expect(signedOut.status).toBe(302);
    expect(signedOut.response?.headers.get("Location")).toBe("/auth?redirectTo=%2Fprofile");
    expect(await profileLoader(routeArgs(pageRequest("/profile", { cookie: employer.cookie })))).toEqual({ kind: "employer" });
    const post = await settle(() =>
      profileAction(routeArgs(pageRequest("/profile", { cookie: employer.cookie, form: { headline: "x" } }))),
    );
    expect(post.status).toBe(403);
  });

  it("starts empty at 0 % and says what is missing", async () => {
    const data = await profileLoader(routeArgs(pageRequest("/profile", { cookie: seeker.cookie })));
    if (data.kind !== "job_seeker") throw new Error("expected the form");
    expect(data.completeness.percent).toBe(0);
    expect(data.completeness.missing).toContain("Add your German level");
    expect(data.cv).toBeNull();
  });

  it("answers wrong fields with messages under them and saves nothing", async () => {
    const result = await settle(() =>
      profileAction(
        routeArgs(
          pageRequest("/profile", {
            cookie: seeker.cookie,
            form: {
              intent: "save-profile",
              headline: "x".repeat(121),
              germanLevel: "B7",
              "workExperience[0].employer": "Kampala Logistics",
              "workExperience[0].from": "2020-01",
              availableFrom: "not a date",
            },
          }),
        ),
      ),
    );
    expect(result.status).toBe(400);
    expect((result.body as { result: { error: Record<string, string[]> } }).result.error).toMatchObject({
      headline: ["Headline is too long (at most 120 characters)"],
      germanLevel: ["Please choose a level from the list"],
      "workExperience[0].role": ["Please enter the job title"],
      availableFrom: ["Please enter a date"],
    });
    expect(await profileRow(s, seeker.id)).toBeUndefined();
  });

  it("adds a row without saving (the Add another button, without JavaScript)", async () => {
    const form = new URLSearchParams({
      headline: "Driver",
      __intent__: JSON.stringify({ type: "insert", payload: { name: "education" } }),
    });
    const request = new Request(`${TEST_ORIGIN}/profile`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie: seeker.cookie },
      body: form,
    });
    const result = await settle(() => profileAction(routeArgs(request)));
    expect(result.status).toBe(200);
    // The form comes back with the entered values and one (blank) education row more.
    const { initialValue } = (result.body as { result: { initialValue: { headline?: string; education?: unknown[] } } }).result;
    expect(initialValue.headline).toBe("Driver");
    expect(initialValue.education).toHaveLength(1);
    expect(await profileRow(s, seeker.id)).toBeUndefined();
  });

  it("saves a valid profile and the meter moves", async () => {
    const result = await settle(() =>
      profileAction(
        routeArgs(
          pageRequest("/profile", {
            cookie: seeker.cookie,
            form: {
              intent: "save-profile",
              headline: "Forklift driver, 5 years",
              skills: "Forklift, Inventory",
              "workExperience[0].role": "Driver",
              "workExperience[0].employer": "Kampala Logistics",
              "workExperience[0].from": "2019-01",
              germanLevel: "A2",
              germanCertificate: "Goethe A2",
              citiesOfInterest: "Hamburg, Bremen",
            },
          }),
        ),
      ),
    );
    expect(result.status).toBe(302);
    expect(result.response?.headers.get("Location")).toBe("/profile");
    const row = await profileRow(s, seeker.id);
    expect(row).toMatchObject({ headline: "Forklift driver, 5 years", skills: ["Forklift", "Inventory"], germanLevel: "A2" });
    expect(row?.workExperience).toHaveLength(1);
    const data = await profileLoader(routeArgs(pageRequest("/profile", { cookie: seeker.cookie })));
    if (data.kind !== "job_seeker") throw new Error("expected the form");
    expect(data.completeness.percent).toBe(51);
    expect(data.values.skills).toBe("Forklift, Inventory");
  });

  it("comes from an apply form and goes back to the job: Save returns there, a CV upload stays on the page", async () => {
    const detour = `/profile?redirectTo=${encodeURIComponent("/job/3?apply=1")}`;
    const data = await profileLoader(routeArgs(pageRequest(detour, { cookie: other.cookie })));
    expect(data).toMatchObject({ kind: "job_seeker", returnTo: "/job/3?apply=1" });
    const upload = await settle(() =>
      profileAction(routeArgs(cvUpload(other.cookie, { bytes: minimalPdf(), name: "cv.pdf" }, detour))),
    );
    expect(upload.response?.headers.get("Location")).toBe(detour);
    const saved = await settle(() =>
      profileAction(
        routeArgs(pageRequest(detour, { cookie: other.cookie, form: { intent: "save-profile", headline: "Care worker" } })),
      ),
    );
    expect(saved.response?.headers.get("Location")).toBe("/job/3?apply=1");
    // Only a path of this site is a way back.
    const away = await profileLoader(
      routeArgs(pageRequest("/profile?redirectTo=https%3A%2F%2Fevil.example", { cookie: other.cookie })),
    );
    expect(away).toMatchObject({ returnTo: "" });
    await settle(() =>
      profileAction(routeArgs(pageRequest("/profile", { cookie: other.cookie, form: { intent: "delete-cv" } }))),
    );
    expect(filesUnder(uploads)).toEqual([]);
  });

  it("refuses an executable renamed .pdf, an image, an empty file and a 6 MB file, storing nothing", async () => {
    const cases: [{ bytes: Uint8Array; name: string }, number, string][] = [
      [{ bytes: elfExecutable(), name: "cv.pdf" }, 400, "Please upload a PDF or Word (.docx) file."],
      [{ bytes: pngClaiming(100, 100), name: "cv.docx" }, 400, "Please upload a PDF or Word (.docx) file."],
      [{ bytes: new Uint8Array(), name: "cv.pdf" }, 400, "The file is empty."],
      [{ bytes: new Uint8Array(6 * 1024 * 1024).fill(0x25), name: "big.pdf" }, 413, "The file is larger than 5 MB."],
    ];
    for (const [file, status, message] of cases) {
      const result = await settle(() => profileAction(routeArgs(cvUpload(seeker.cookie, file))));
      expect(result.status, file.name).toBe(status);
      expect(result.body).toEqual({ cvError: message });
    }
    const missing = await settle(() => profileAction(routeArgs(cvUpload(seeker.cookie, null))));
    expect(missing.body).toEqual({ cvError: "Please choose a PDF or Word (.docx) file." });
    expect(filesUnder(uploads)).toEqual([]);
    expect((await profileRow(s, seeker.id))?.cvKey).toBeNull();
  });

  it("stores a real PDF, replaces it with a real DOCX (the old file deleted) and serves it to its owner only", async () => {
    const pdf = minimalPdf("Sarah Nakato");
    const first = await settle(() =>
      profileAction(routeArgs(cvUpload(seeker.cookie, { bytes: pdf, name: "Sarah CV\u202e.pdf" }))),
    );
    expect(first.status).toBe(302);
    const row = await profileRow(s, seeker.id);
    expect(row).toMatchObject({ cvFileName: "Sarah CV.pdf", cvContentType: "application/pdf", cvSize: pdf.length });
    expect(row?.cvKey).toMatch(/^cvs\/[0-9a-f-]+\.pdf$/);
    expect(await s.storage.exists(row!.cvKey!)).toBe(true);

    const docx = minimalDocx("Sarah Nakato");
    const second = await settle(() =>
      profileAction(routeArgs(cvUpload(seeker.cookie, { bytes: docx, name: "Sarah CV.docx", type: "application/octet-stream" }))),
    );
    expect(second.status).toBe(302);
    const replaced = await profileRow(s, seeker.id);
    expect(replaced?.cvContentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(await s.storage.exists(row!.cvKey!)).toBe(false);
    expect(filesUnder(uploads)).toHaveLength(1);

    const own = await settle(() => profileCvLoader(routeArgs(pageRequest("/profile/cv", { cookie: seeker.cookie }))));
    expect(own.status).toBe(200);
    const headers = own.response!.headers;
    expect(headers.get("Content-Disposition")).toBe(`attachment; filename="Sarah CV.docx"; filename*=UTF-8''Sarah%20CV.docx`);
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await own.response!.arrayBuffer()).equals(docx)).toBe(true);

    for (const cookie of [other.cookie, employer.cookie, undefined]) {
      expect((await settle(() => profileCvLoader(routeArgs(pageRequest("/profile/cv", { cookie }))))).status).toBe(404);
    }
  });

  it("deletes the CV: the row forgets it and the file is gone", async () => {
    const key = (await profileRow(s, seeker.id))?.cvKey;
    const result = await settle(() =>
      profileAction(routeArgs(pageRequest("/profile", { cookie: seeker.cookie, form: { intent: "delete-cv" } }))),
    );
    expect(result.status).toBe(302);
    expect((await profileRow(s, seeker.id))?.cvKey).toBeNull();
    expect(await s.storage.exists(key!)).toBe(false);
    expect(filesUnder(uploads)).toEqual([]);
    expect((await settle(() => profileCvLoader(routeArgs(pageRequest("/profile/cv", { cookie: seeker.cookie }))))).status).toBe(
      404,
    );
  });

  it("lets only the members of the applied company download an application's CV", async () => {
    const companyId = await companyOf(s, employer.id);
    await insertJob(s, companyId, "cv-job");
    const application = await applyWithCv(s, other.id, "cv-job");
    const url = `/employer/applications/${application.id}/cv`;
    const as = (cookie?: string) =>
      settle(() => applicationCvLoader(routeArgs(pageRequest(url, { cookie }), { applicationId: String(application.id) })));
    const allowed = await as(employer.cookie);
    expect(allowed.status).toBe(200);
    expect(allowed.response!.headers.get("Content-Disposition")).toContain("attachment;");
    expect(allowed.response!.headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await allowed.response!.arrayBuffer()).equals(minimalPdf("Application copy"))).toBe(true);
    for (const cookie of [rival.cookie, seeker.cookie, other.cookie, undefined]) {
      expect((await as(cookie)).status).toBe(404);
    }
    const bogus = await settle(() =>
      applicationCvLoader(
        routeArgs(pageRequest("/employer/applications/abc/cv", { cookie: employer.cookie }), { applicationId: "abc" }),
      ),
    );
    expect(bogus.status).toBe(404);
  });

  it("exports the account, profile, applications with their history and saved jobs as one JSON attachment", async () => {
    const companyId = await companyOf(s, employer.id);
    await insertJob(s, companyId, "export-job");
    await s.db.insert(savedJobs).values({ userId: seeker.id, jobId: "cv-job" });
    const application = await applyWithCv(s, seeker.id, "export-job");
    await s.db
      .update(jobApplications)
      .set({ employerNote: "Private: strong candidate" })
      .where(eq(jobApplications.id, application.id));
    const result = await settle(() => accountDataLoader(routeArgs(pageRequest("/account/data", { cookie: seeker.cookie }))));
    expect(result.status).toBe(200);
    const headers = result.response!.headers;
    expect(headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="pearlbridge-jobs-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    const text = await result.response!.text();
    const exported = JSON.parse(text);
    expect(exported.account).toMatchObject({ email: seeker.email, fullName: "Sarah Nakato", accountType: "job_seeker" });
    expect(exported.profile).toMatchObject({
      headline: "Forklift driver, 5 years",
      languages: { german: "A2", germanCertificate: "Goethe A2" },
    });
    expect(exported.applications).toEqual([
      expect.objectContaining({
        jobId: "export-job",
        status: "submitted",
        coverNote: "I would love to work in Hamburg.",
        statusHistory: [expect.objectContaining({ status: "submitted" })],
      }),
    ]);
    expect(exported.savedJobs).toEqual([expect.objectContaining({ jobId: "cv-job" })]);
    expect(exported.alerts).toEqual([]);
    // The employer's private note is theirs; no password hash or session token ever leaves.
    expect(text).not.toContain("Private: strong candidate");
    expect(text).not.toMatch(/password|token/i);
    expect((await settle(() => accountDataLoader(routeArgs(pageRequest("/account/data"))))).status).toBe(302);
  });

  it("refuses deletion without the right password, and for the only owner of a company", async () => {
    const form = (password: string) => ({ intent: "delete-account", password });
    const wrong = await settle(() =>
      accountAction(routeArgs(pageRequest("/account", { cookie: seeker.cookie, form: form("not-my-password") }))),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ deleteError: "This password is not correct." });
    const empty = await settle(() =>
      accountAction(routeArgs(pageRequest("/account", { cookie: seeker.cookie, form: form("") }))),
    );
    expect(empty.body).toMatchObject({ deleteError: "Please enter your password to confirm." });
    const owner = await settle(() =>
      accountAction(routeArgs(pageRequest("/account", { cookie: employer.cookie, form: form(employer.password) }))),
    );
    expect(owner.status).toBe(409);
    expect(owner.body).toMatchObject({
      deleteError:
        "You are the only owner of Hamburg Logistik GmbH. Make another team member an owner first, or write to us to close the company.",
    });
    expect(await profileRow(s, seeker.id)).toBeDefined();
  });

  it("limits password guesses through the deletion form", async () => {
    const guesser = await createSignedInUser(s, { name: "Guess Er" });
    const attempt = () =>
      settle(() =>
        accountAction(
          routeArgs(
            pageRequest("/account", { cookie: guesser.cookie, form: { intent: "delete-account", password: "guess-guess" } }),
          ),
        ),
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(400);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ deleteError: "Too many attempts. Please wait a few minutes and try again." });
  });

  it("deletes the account: no personal row and no file left, the employer keeps a Deleted candidate with its history", async () => {
    await profileAction(routeArgs(cvUpload(seeker.cookie, { bytes: minimalPdf(), name: "cv.pdf" })));
    const [application] = await s.db.select().from(jobApplications).where(eq(jobApplications.userId, seeker.id));
    const keys = [(await profileRow(s, seeker.id))!.cvKey!, application!.cvKey!];
    for (const key of keys) expect(await s.storage.exists(key)).toBe(true);

    const result = await settle(() =>
      accountAction(
        routeArgs(
          pageRequest("/account", { cookie: seeker.cookie, form: { intent: "delete-account", password: seeker.password } }),
        ),
      ),
    );
    expect(result.status).toBe(302);
    expect(result.response!.headers.get("Location")).toBe("/");
    expect(
      result.response!.headers.getSetCookie().some((c) => /^pearlbridge\.session_token=;/.test(c) && /Max-Age=0/i.test(c)),
    ).toBe(true);

    for (const key of keys) expect(await s.storage.exists(key)).toBe(false);
    // Every column that names a user, in every table: none names the deleted one.
    const columns = await s.db.execute<{ table_name: string; column_name: string }>(sql`
      SELECT c.table_name, c.column_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND (c.column_name IN ('user_id', 'changed_by', 'actor_id', 'inviter_id') OR (c.table_name IN ('user', 'profiles') AND c.column_name = 'id'))`);
    expect(columns.rows.length).toBeGreaterThanOrEqual(10);
    for (const { table_name, column_name } of columns.rows) {
      const found = await s.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} WHERE ${sql.identifier(column_name)} = ${seeker.id}`,
      );
      expect(found.rows[0]?.n, `${table_name}.${column_name}`).toBe(0);
    }
    const everything = await s.db.execute(sql`SELECT 1 FROM "user" WHERE email = ${seeker.email}`);
    expect(everything.rows).toHaveLength(0);

    const [kept] = await s.db.select().from(jobApplications).where(eq(jobApplications.id, application!.id));
    expect(kept).toMatchObject({ userId: null, coverNote: null, cvKey: null, cvFileName: null, status: "submitted" });
    expect(kept?.candidateDeletedAt).toBeInstanceOf(Date);
    const history = await s.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, application!.id));
    expect(history.map((h) => [h.status, h.changedBy])).toEqual([["submitted", null]]);
    // The session is gone: the old cookie opens nothing.
    expect((await settle(() => profileLoader(routeArgs(pageRequest("/profile", { cookie: seeker.cookie }))))).status).toBe(302);
  });
});
