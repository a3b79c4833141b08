/**
 * The applicant pipeline on PostgreSQL: an employer's applicants page, status changes (row, history, audit,
 * e-mail), private notes, the status filter and the CSV export. The candidate's withdrawal and who may do
 * what: applicant-withdrawal.test.ts.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema.ts";
import { listApplications } from "#app/features/applications/applications.server.ts";
import { EMPLOYER_NOTE_MAX, noteMessages } from "#app/features/applications/employer-note.ts";
import { STATUS_MESSAGE_MAX, statusMessages } from "#app/features/applications/statuses.ts";
import type * as applicantsRoute from "#app/routes/employer/jobs.applicants.tsx";
import * as applicationsRoute from "#app/routes/candidate/applications.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { applicationOf, csv, historyOf, JOB, outcome, page, post, setUpPipeline } from "../support/applicant-pipeline.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

describe("applicant pipeline", () => {
  let s: TestServices;
  let owner: Account;
  let recruiter: Account;
  let seeker: Account;
  let amina: Account;
  let companyA: string;
  let jobTitle: string;

  const application = (userId: string, jobId = JOB) => applicationOf(s, userId, jobId);
  const history = (applicationId: number) => historyOf(s, applicationId);

  beforeAll(async () => {
    s = await createTestServices();
    ({ owner, recruiter, seeker, amina, companyA, jobTitle } = await setUpPipeline(s));
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
      // A message that cannot be sent is bad input (400); the rules of the pipeline refuse with 409.
      expect(res).toEqual({
        status: error === statusMessages.messageTooLong ? 400 : 409,
        body: { applicationId: app.id, form: "status", error },
      });
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
      /^"Amina Nakato","amina@example\.org","'\+256700123456","Submitted","\d{4}-\d{2}-\d{2}T[\d:.]+Z","\d{4}-\d{2}-\d{2}T[\d:.]+Z","'=HYPERLINK\(""http:\/\/evil\.example"",""x""\), ok","","No"$/,
    );
    expect(lines.find((l) => l.includes("joseph@example.org"))).toContain('"Shortlisted"');
    expect(lines).toHaveLength(4); // header, two applications, the empty string after the last CRLF

    const filtered = (await csv(JOB, owner.cookie, "?status=shortlisted")) as Response;
    expect(filtered.headers.get("Content-Disposition")).toMatch(/filename="applicants-job-1-shortlisted-/);
    const filteredText = await filtered.text();
    expect(filteredText).toContain("joseph@example.org");
    expect(filteredText).not.toContain("amina@example.org");
  });
});
