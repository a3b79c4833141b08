/**
 * The applicant pipeline on PostgreSQL: an employer's applicants page, status changes (row, history, audit,
 * e-mail), private notes, the status filter, the CSV export, the candidate's withdrawal, and who may do what.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStatusHistory, auditLog, jobApplications, jobs, member, organization } from "#db/schema.ts";
import { applyForJob, listApplications } from "#app/features/applications/applications.server.ts";
import { EMPLOYER_NOTE_MAX, noteMessages } from "#app/features/applications/employer-note.ts";
import { STATUS_MESSAGE_MAX, statusMessages } from "#app/features/applications/statuses.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { deleteAccount } from "#app/features/account/privacy.server.ts";
import * as applicantsRoute from "#app/routes/employer.jobs.applicants.tsx";
import * as csvRoute from "#app/routes/employer.jobs.applicants-csv.ts";
import * as applicationsRoute from "#app/routes/applications.tsx";
import { publishedNow } from "../support/companies.ts";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

/** What a loader or action threw or returned, reduced to a status code (and the redirect target). */
async function outcome(p: Promise<unknown> | unknown): Promise<{ status: number; location?: string | null; body?: unknown }> {
  let value: unknown;
  try {
    value = await p;
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
  if (typeof value === "object" && value !== null && "init" in value) {
    const v = value as { init?: { status?: number } | null; data?: unknown };
    return { status: v.init?.status ?? 200, body: v.data };
  }
  return { status: 200, body: value };
}

describe("applicant pipeline", () => {
  let s: TestServices;
  let owner: Account;
  let recruiter: Account;
  let otherRecruiter: Account;
  let seeker: Account;
  let amina: Account;
  let companyA: string;
  let companyB: string;
  const JOB = "1";
  const OTHER_JOB = "2";
  let jobTitle: string;

  /** Makes `account` a recruiter of `companyId` only (in place of the company its sign-up created). */
  async function makeRecruiter(account: Account, companyId: string) {
    await s.db.update(member).set({ organizationId: companyId, role: "recruiter" }).where(eq(member.userId, account.id));
  }

  const page = (path: string, cookie?: string) =>
    applicantsRoute.loader(routeArgs(pageRequest(path, { cookie }), { id: path.split("/")[3] ?? "" }));
  const post = (jobId: string, form: Record<string, string>, cookie?: string, search = "") =>
    applicantsRoute.action(
      routeArgs(pageRequest(`/employer/jobs/${jobId}/applicants${search}`, { form, cookie }), { id: jobId }),
    );
  const csv = (jobId: string, cookie?: string, search = "") =>
    csvRoute.loader(routeArgs(pageRequest(`/employer/jobs/${jobId}/applicants.csv${search}`, { cookie }), { id: jobId }));
  const withdraw = (applicationId: number, cookie?: string) =>
    applicationsRoute.action(
      routeArgs(pageRequest("/applications", { form: { intent: "withdraw", applicationId: String(applicationId) }, cookie })),
    );

  async function application(userId: string, jobId = JOB) {
    const [row] = await s.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.userId, userId), eq(jobApplications.jobId, jobId)));
    if (!row) throw new Error(`no application of ${userId} for ${jobId}`);
    return row;
  }
  const history = async (applicationId: number) =>
    s.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, applicationId))
      .orderBy(applicationStatusHistory.id);

  beforeAll(async () => {
    s = await createTestServices();
    await seedSampleData(s.db);
    owner = await createSignedInUser(s, { companyName: "Elbe Pflege GmbH", email: "owner-a@example.org" });
    [{ id: companyA }] = (await s.db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.name, "Elbe Pflege GmbH"))) as [{ id: string }];
    const bOwner = await createSignedInUser(s, { companyName: "Isar Bau GmbH" });
    [{ id: companyB }] = (await s.db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.name, "Isar Bau GmbH"))) as [{ id: string }];
    void bOwner;
    recruiter = await createSignedInUser(s, { companyName: "Recruiter Temp A", email: "recruiter-a@example.org" });
    await makeRecruiter(recruiter, companyA);
    otherRecruiter = await createSignedInUser(s, { companyName: "Recruiter Temp B" });
    await makeRecruiter(otherRecruiter, companyB);
    // Two open jobs of company A.
    await s.db
      .update(jobs)
      .set({ companyId: companyA, ...publishedNow() })
      .where(inArray(jobs.id, [JOB, OTHER_JOB]));
    jobTitle = (await s.db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, JOB)))[0]!.title;

    seeker = await createSignedInUser(s, { name: "Joseph Okello", email: "joseph@example.org", phoneNumber: "+256 772 000111" });
    amina = await createSignedInUser(s, { name: "Amina Nakato", email: "amina@example.org" });
    expect((await applyForJob(seeker.id, JOB)).ok).toBe(true);
    expect((await applyForJob(amina.id, JOB)).ok).toBe(true);
    expect((await applyForJob(amina.id, OTHER_JOB)).ok).toBe(true);
  });
  afterAll(() => s.close());

  it("shows the job's applications with name, e-mail, phone, date, status and history", async () => {
    const data = (await page(`/employer/jobs/${JOB}/applicants`, owner.cookie)) as Awaited<
      ReturnType<typeof applicantsRoute.loader>
    >;
    expect(data.job).toEqual({ id: JOB, title: jobTitle, statusLabel: "Published" });
    expect(data.total).toBe(2);
    const joseph = data.applicants.find((a) => a.email === "joseph@example.org");
    expect(joseph).toMatchObject({ name: "Joseph Okello", phone: "+256 772 000111", status: "submitted", note: null });
    expect(joseph?.history.map((h) => [h.status, h.byCandidate])).toEqual([["submitted", true]]);
  });

  it("a status change with a message stores the status, a history line and an audit line, and e-mails the candidate", async () => {
    const before = await application(seeker.id);
    const res = await outcome(
      post(
        JOB,
        {
          intent: "status",
          applicationId: String(before.id),
          status: "shortlisted",
          message: "  Please send your B1 certificate.  ",
        },
        owner.cookie,
        "?status=submitted",
      ),
    );
    expect(res).toMatchObject({ status: 302, location: `/employer/jobs/${JOB}/applicants?status=submitted` });

    const after = await application(seeker.id);
    expect(after.status).toBe("shortlisted");
    expect(after.statusChangedAt.getTime()).toBeGreaterThan(before.statusChangedAt.getTime());
    const lines = await history(before.id);
    expect(lines.map((l) => [l.status, l.message, l.changedBy])).toEqual([
      ["submitted", null, seeker.id],
      ["shortlisted", "Please send your B1 certificate.", owner.id],
    ]);
    const audit = await s.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(before.id)));
    expect(audit.map((a) => [a.action, a.actorEmail, a.organizationId, a.targetType, a.detail])).toEqual([
      [
        "application.status",
        "owner-a@example.org",
        companyA,
        "application",
        { jobId: JOB, from: "submitted", to: "shortlisted", withMessage: true },
      ],
    ]);

    const [mail] = await s.outbox("joseph@example.org");
    expect(mail?.subject).toBe(`Your application for ${jobTitle} at Elbe Pflege GmbH: Shortlisted`);
    expect(mail?.text).toContain("is now: Shortlisted.");
    expect(mail?.text).toContain("Message from Elbe Pflege GmbH:\nPlease send your B1 certificate.");
    expect(mail?.links).toEqual(["http://localhost:3999/applications"]);
  });

  it("the candidate sees the new status and the message on /applications", async () => {
    const data = (await applicationsRoute.loader(routeArgs(pageRequest("/applications", { cookie: seeker.cookie })))) as {
      applications: Awaited<ReturnType<typeof listApplications>>;
    };
    const item = data.applications.find((a) => a.jobId === JOB);
    expect(item?.status).toBe("shortlisted");
    expect(item?.history.map((h) => [h.status, h.message])).toEqual([
      ["submitted", null],
      ["shortlisted", "Please send your B1 certificate."],
    ]);
  });

  it("refuses the same status, an over-long message and an unknown status with a message, changing nothing", async () => {
    const app = await application(seeker.id);
    const linesBefore = (await history(app.id)).length;
    const mailsBefore = (await s.outbox("joseph@example.org")).length;
    const cases: [Record<string, string>, string][] = [
      [{ status: "shortlisted" }, statusMessages.sameStatus],
      [{ status: "interview", message: "x".repeat(STATUS_MESSAGE_MAX + 1) }, statusMessages.messageTooLong],
      [{ status: "withdrawn" }, statusMessages.unknownStatus],
      [{ status: "approved" }, statusMessages.unknownStatus],
    ];
    for (const [form, error] of cases) {
      const res = await outcome(post(JOB, { intent: "status", applicationId: String(app.id), ...form }, owner.cookie));
      expect(res).toEqual({ status: 409, body: { applicationId: app.id, form: "status", error } });
    }
    expect((await application(seeker.id)).status).toBe("shortlisted");
    expect(await history(app.id)).toHaveLength(linesBefore);
    expect(await s.outbox("joseph@example.org")).toHaveLength(mailsBefore);
  });

  it("answers an unreadable form with 400", async () => {
    const res = await outcome(post(JOB, { intent: "status", applicationId: "abc", status: "offer" }, owner.cookie));
    expect(res.status).toBe(400);
    const other = await outcome(post(JOB, { intent: "delete", applicationId: "1" }, owner.cookie));
    expect(other.status).toBe(400);
  });

  it("stores a private note, logs it without its text, and never shows it to the candidate", async () => {
    const app = await application(seeker.id);
    const secret = "Strong candidate, salary expectation 48k";
    const res = await outcome(post(JOB, { intent: "note", applicationId: String(app.id), note: secret }, recruiter.cookie));
    expect(res).toMatchObject({ status: 302, location: `/employer/jobs/${JOB}/applicants` });
    expect((await application(seeker.id)).employerNote).toBe(secret);
    const audit = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(app.id)), eq(auditLog.action, "application.note")));
    expect(audit.map((a) => [a.actorEmail, a.detail])).toEqual([["recruiter-a@example.org", { jobId: JOB, cleared: false }]]);
    expect(JSON.stringify(audit)).not.toContain("48k");

    const candidateView = await applicationsRoute.loader(routeArgs(pageRequest("/applications", { cookie: seeker.cookie })));
    expect(JSON.stringify(candidateView)).not.toContain("48k");
    expect(JSON.stringify(await listApplications(seeker.id))).not.toContain("salary expectation");

    const tooLong = await outcome(
      post(JOB, { intent: "note", applicationId: String(app.id), note: "x".repeat(EMPLOYER_NOTE_MAX + 1) }, owner.cookie),
    );
    expect(tooLong).toEqual({ status: 400, body: { applicationId: app.id, form: "note", error: noteMessages.tooLong } });
    expect((await application(seeker.id)).employerNote).toBe(secret);
  });

  it("filters by status, with a count per status", async () => {
    type Data = Awaited<ReturnType<typeof applicantsRoute.loader>>;
    const shortlisted = (await page(`/employer/jobs/${JOB}/applicants?status=shortlisted`, owner.cookie)) as Data;
    expect(shortlisted.filter).toBe("shortlisted");
    expect(shortlisted.applicants.map((a) => a.email)).toEqual(["joseph@example.org"]);
    expect(shortlisted.counts).toMatchObject({ submitted: 1, shortlisted: 1, hired: 0 });
    expect(shortlisted.total).toBe(2);
    const hired = (await page(`/employer/jobs/${JOB}/applicants?status=hired`, owner.cookie)) as Data;
    expect(hired.applicants).toEqual([]);
    // An unknown value is no filter.
    const all = (await page(`/employer/jobs/${JOB}/applicants?status=nonsense`, owner.cookie)) as Data;
    expect(all.filter).toBeNull();
    expect(all.applicants).toHaveLength(2);
  });

  it("exports the applications as CSV with the headers of a private download, escaping formulas", async () => {
    const app = await application(amina.id);
    await post(
      JOB,
      { intent: "note", applicationId: String(app.id), note: '=HYPERLINK("http://evil.example","x"), ok' },
      owner.cookie,
    );
    const res = (await csv(JOB, owner.cookie)) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="applicants-job-1-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await res.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      '"Name","E-mail","Phone","Status","Applied at","Last status change","Private note","Cover note","CV attached"',
    );
    const aminaLine = lines.find((l) => l.includes("amina@example.org"));
    expect(aminaLine).toMatch(
      /^"Amina Nakato","amina@example\.org","'\+256 700 123456","Submitted","\d{4}-\d{2}-\d{2}T[\d:.]+Z","\d{4}-\d{2}-\d{2}T[\d:.]+Z","'=HYPERLINK\(""http:\/\/evil\.example"",""x""\), ok","","No"$/,
    );
    expect(lines.find((l) => l.includes("joseph@example.org"))).toContain('"Shortlisted"');
    expect(lines).toHaveLength(4); // header, two applications, the empty string after the last CRLF

    const filtered = (await csv(JOB, owner.cookie, "?status=shortlisted")) as Response;
    expect(filtered.headers.get("Content-Disposition")).toMatch(/filename="applicants-job-1-shortlisted-/);
    const filteredText = await filtered.text();
    expect(filteredText).toContain("joseph@example.org");
    expect(filteredText).not.toContain("amina@example.org");
  });

  it("the candidate withdraws: Withdrawn with a history line of theirs, and the employer sees it and can no longer change it", async () => {
    const app = await application(amina.id, OTHER_JOB);
    const res = await outcome(withdraw(app.id, amina.cookie));
    expect(res).toMatchObject({ status: 302, location: "/applications" });
    expect((await application(amina.id, OTHER_JOB)).status).toBe("withdrawn");
    expect((await history(app.id)).map((l) => [l.status, l.changedBy])).toEqual([
      ["submitted", amina.id],
      ["withdrawn", amina.id],
    ]);
    const data = (await page(`/employer/jobs/${OTHER_JOB}/applicants`, owner.cookie)) as Awaited<
      ReturnType<typeof applicantsRoute.loader>
    >;
    expect(data.applicants.map((a) => [a.email, a.status])).toEqual([["amina@example.org", "withdrawn"]]);

    const change = await outcome(
      post(OTHER_JOB, { intent: "status", applicationId: String(app.id), status: "reviewed" }, owner.cookie),
    );
    expect(change).toEqual({ status: 409, body: { applicationId: app.id, form: "status", error: statusMessages.withdrawn } });
    const again = await outcome(withdraw(app.id, amina.cookie));
    expect(again).toEqual({ status: 409, body: { applicationId: app.id, error: statusMessages.notWithdrawable } });
  });

  it("refuses to withdraw a Hired or Rejected application", async () => {
    const app = await application(seeker.id);
    for (const status of ["hired", "rejected"]) {
      await post(JOB, { intent: "status", applicationId: String(app.id), status }, owner.cookie);
      expect((await application(seeker.id)).status).toBe(status);
      const res = await outcome(withdraw(app.id, seeker.cookie));
      expect(res).toEqual({ status: 409, body: { applicationId: app.id, error: statusMessages.notWithdrawable } });
      expect((await application(seeker.id)).status).toBe(status);
    }
    // Put it back for the tests below.
    await post(JOB, { intent: "status", applicationId: String(app.id), status: "interview" }, owner.cookie);
  });

  it("a candidate cannot withdraw another user's application (404, nothing changes)", async () => {
    const app = await application(amina.id, JOB);
    const res = await outcome(withdraw(app.id, seeker.cookie));
    expect(res.status).toBe(404);
    expect((await application(amina.id, JOB)).status).toBe("submitted");
    const signedOut = await outcome(withdraw(app.id));
    expect(signedOut).toMatchObject({ status: 302, location: "/auth?redirectTo=%2Fapplications" });
  });

  it("a candidate who deleted their account stays on the list as Deleted candidate, without contact details or mail", async () => {
    const leaver = await createSignedInUser(s, { name: "Gone Person", email: "gone@example.org" });
    expect((await applyForJob(leaver.id, OTHER_JOB)).ok).toBe(true);
    const { id } = await application(leaver.id, OTHER_JOB);
    await deleteAccount({ id: leaver.id, email: leaver.email, kind: "job_seeker" });

    const data = (await page(`/employer/jobs/${OTHER_JOB}/applicants`, owner.cookie)) as Awaited<
      ReturnType<typeof applicantsRoute.loader>
    >;
    const gone = data.applicants.find((a) => a.id === id);
    expect(gone).toMatchObject({ name: "Deleted candidate", email: "", phone: "", status: "submitted" });
    expect(JSON.stringify(data)).not.toContain("gone@example.org");

    const mailsBefore = (await s.outbox("gone@example.org")).length;
    const res = await outcome(post(OTHER_JOB, { intent: "status", applicationId: String(id), status: "rejected" }, owner.cookie));
    expect(res.status).toBe(302);
    expect((await history(id)).map((h) => h.status)).toEqual(["submitted", "rejected"]);
    expect((await s.outbox("gone@example.org")).length).toBe(mailsBefore);
  });

  describe("who may see and act", () => {
    const path = `/employer/jobs/${JOB}/applicants`;

    it("signed out: every route sends to sign-in", async () => {
      const app = await application(amina.id);
      expect(await outcome(page(path))).toMatchObject({ status: 302, location: `/auth?redirectTo=${encodeURIComponent(path)}` });
      expect(await outcome(post(JOB, { intent: "status", applicationId: String(app.id), status: "offer" }))).toMatchObject({
        status: 302,
      });
      expect(await outcome(post(JOB, { intent: "note", applicationId: String(app.id), note: "x" }))).toMatchObject({
        status: 302,
      });
      expect(await outcome(csv(JOB))).toMatchObject({
        status: 302,
        location: `/auth?redirectTo=${encodeURIComponent(`/employer/jobs/${JOB}/applicants.csv`)}`,
      });
      expect((await application(amina.id)).status).toBe("submitted");
    });

    it("a job seeker gets 403 everywhere", async () => {
      const app = await application(amina.id);
      expect((await outcome(page(path, seeker.cookie))).status).toBe(403);
      expect(
        (await outcome(post(JOB, { intent: "status", applicationId: String(app.id), status: "offer" }, seeker.cookie))).status,
      ).toBe(403);
      expect((await outcome(post(JOB, { intent: "note", applicationId: String(app.id), note: "x" }, seeker.cookie))).status).toBe(
        403,
      );
      expect((await outcome(csv(JOB, seeker.cookie))).status).toBe(403);
      expect((await application(amina.id)).status).toBe("submitted");
    });

    it("a recruiter of another company gets 404 everywhere and changes nothing", async () => {
      const app = await application(amina.id);
      const mails = (await s.outbox("amina@example.org")).length;
      expect((await outcome(page(path, otherRecruiter.cookie))).status).toBe(404);
      expect(
        (await outcome(post(JOB, { intent: "status", applicationId: String(app.id), status: "offer" }, otherRecruiter.cookie)))
          .status,
      ).toBe(404);
      expect(
        (await outcome(post(JOB, { intent: "note", applicationId: String(app.id), note: "mine" }, otherRecruiter.cookie))).status,
      ).toBe(404);
      expect((await outcome(csv(JOB, otherRecruiter.cookie))).status).toBe(404);
      const row = await application(amina.id);
      expect(row.status).toBe("submitted");
      expect(row.employerNote).not.toBe("mine");
      expect(await s.outbox("amina@example.org")).toHaveLength(mails);
    });

    it("an application of another job, or an unknown job, is 404 even for the owner", async () => {
      const app = await application(seeker.id);
      const res = await outcome(
        post(OTHER_JOB, { intent: "status", applicationId: String(app.id), status: "offer" }, owner.cookie),
      );
      expect(res.status).toBe(404);
      expect((await application(seeker.id)).status).toBe("interview");
      expect((await outcome(page("/employer/jobs/no-such-job/applicants", owner.cookie))).status).toBe(404);
      expect((await outcome(page("/employer/jobs/bad%20id/applicants", owner.cookie))).status).toBe(404);
      expect((await outcome(csv("no-such-job", owner.cookie))).status).toBe(404);
    });

    it("a recruiter and the owner of the job's company may see, change, note and export", async () => {
      const app = await application(amina.id);
      for (const [who, status] of [
        [recruiter, "reviewed"],
        [owner, "offer"],
      ] as const) {
        expect((await outcome(page(path, who.cookie))).status).toBe(200);
        expect((await outcome(csv(JOB, who.cookie))).status).toBe(200);
        expect((await outcome(post(JOB, { intent: "status", applicationId: String(app.id), status }, who.cookie))).status).toBe(
          302,
        );
        expect((await application(amina.id)).status).toBe(status);
        expect(
          (await outcome(post(JOB, { intent: "note", applicationId: String(app.id), note: status }, who.cookie))).status,
        ).toBe(302);
        expect((await application(amina.id)).employerNote).toBe(status);
      }
    });
  });
});
