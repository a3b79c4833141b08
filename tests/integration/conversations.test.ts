/**
 * Conversations between a candidate and the company they applied to (issue 29): who may read and write, the order
 * and read state under concurrent writes, the e-mail throttle, documents (a hostile file refused, nobody else
 * downloads), read-only history after a withdrawal or rejection, and Report this message reaching the console.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMessages, conversations, jobReports, member } from "#db/schema.ts";
import { deleteAccount } from "#app/features/account/public.server.ts";
import { feeWarningText } from "#app/features/conversations/fee-warning.ts";
import { applyForJob } from "#app/features/applications/applications.server.ts";
import {
  candidateUnreadCount,
  conversationSummaries,
  employerUnreadCount,
  openConversation,
  postMessage,
  unreadCountFor,
} from "#app/features/conversations/conversations.server.ts";
import { conversationTexts, MAIL_THROTTLE_SECONDS } from "#app/features/conversations/message-rules.ts";
import { CV_MESSAGES } from "#app/lib/uploads/cv.server.ts";
import * as adminReports from "#app/routes/admin/reports.tsx";
import * as candidatePage from "#app/routes/candidate/application.tsx";
import * as applicationsPage from "#app/routes/candidate/applications.tsx";
import * as attachmentRoute from "#app/routes/candidate/message-attachment.ts";
import * as employerPage from "#app/routes/employer/application.tsx";
import * as dashboard from "#app/routes/employer/dashboard.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { applicationOf, JOB, post as applicantsPost, setUpPipeline, withdraw } from "../support/applicant-pipeline.ts";
import { elfExecutable, minimalPdf, pdfOfSize } from "../support/files.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;
type View = Awaited<ReturnType<typeof openConversation>>;

/** A message form as the page sends it: multipart, with an optional document. */
function messageRequest(path: string, cookie: string | undefined, body: string, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  form.set("intent", "message");
  form.set("body", body);
  if (file) form.set("document", new File([file.bytes as BlobPart], file.name, { type: "application/pdf" }));
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers, body: form });
}

describe("conversations", () => {
  let s: TestServices;
  let owner: Account;
  let recruiter: Account;
  let otherRecruiter: Account;
  let seeker: Account;
  let amina: Account;
  let admin: Account;
  let companyA: string;
  let appId: number;

  const candidatePath = (id: number) => `/applications/${id}`;
  const employerPath = (id: number) => `/employer/applications/${id}`;
  const candidateGet = (id: number, cookie?: string) =>
    outcome(() => candidatePage.loader(routeArgs(pageRequest(candidatePath(id), { cookie }), { id: String(id) })));
  const employerGet = (id: number, cookie?: string) =>
    outcome(() => employerPage.loader(routeArgs(pageRequest(employerPath(id), { cookie }), { applicationId: String(id) })));
  const candidateWrite = (id: number, cookie: string | undefined, body: string, file?: { bytes: Uint8Array; name: string }) =>
    outcome(() => candidatePage.action(routeArgs(messageRequest(candidatePath(id), cookie, body, file), { id: String(id) })));
  const employerWrite = (id: number, cookie: string | undefined, body: string, file?: { bytes: Uint8Array; name: string }) =>
    outcome(() =>
      employerPage.action(routeArgs(messageRequest(employerPath(id), cookie, body, file), { applicationId: String(id) })),
    );
  const report = (id: number, messageId: number, cookie?: string) =>
    outcome(() =>
      candidatePage.action(
        routeArgs(pageRequest(candidatePath(id), { cookie, form: { intent: "report", messageId: String(messageId) } }), {
          id: String(id),
        }),
      ),
    );
  const download = (messageId: number, cookie?: string) =>
    outcome(() =>
      attachmentRoute.loader(
        routeArgs(pageRequest(`/messages/${messageId}/attachment`, { cookie }), { messageId: String(messageId) }),
      ),
    );
  const viewOf = (res: Awaited<ReturnType<typeof candidateGet>>) =>
    (res.data as { conversation: NonNullable<View> }).conversation;
  const messagesOf = (applicationId: number) =>
    s.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.applicationId, applicationId))
      .orderBy(asc(conversationMessages.seq));
  const mailsAbout = async (to: string, applicationId: number) =>
    (await s.outbox(to)).filter((m) => m.links.some((l) => l.endsWith(`/applications/${applicationId}`)));

  beforeAll(async () => {
    s = await createTestServices({ ADMIN_EMAILS: "admin@example.org" });
    ({ owner, recruiter, otherRecruiter, seeker, amina, companyA } = await setUpPipeline(s));
    admin = await createSignedInUser(s, { email: "admin@example.org", name: "Ada Admin" });
    appId = (await applicationOf(s, seeker.id, JOB)).id;
  });
  afterAll(() => s.close());

  it("the candidate asks, the company answers: stored in order, read per side, counted, each side mailed a link", async () => {
    const asked = await candidateWrite(appId, seeker.cookie, "Hello, does the job come with visa sponsorship?");
    expect(asked).toMatchObject({ status: 302, location: candidatePath(appId) });
    expect(await employerUnreadCount(companyA)).toBe(1);

    // Every member of the company hears of it, with a link straight to the conversation.
    for (const member of [owner, recruiter]) {
      const [mail] = await mailsAbout(member.email, appId);
      expect(mail?.subject).toMatch(/^New message from .+ about /);
      expect(mail?.links).toContain(`${TEST_ORIGIN}${employerPath(appId)}`);
      // The text stays on the site, beside its warning.
      expect(mail?.text).not.toContain("visa sponsorship");
    }

    const seen = viewOf(await employerGet(appId, recruiter.cookie));
    // The ad's language comes with its title (a German page marks an English title lang="en").
    expect(seen.adLanguage).toBe("en");
    expect(seen.messages.map((m) => [m.side, m.body, m.unread])).toEqual([
      ["candidate", "Hello, does the job come with visa sponsorship?", true],
    ]);
    // A colleague's reading counts for the company: the owner sees it read, and the count is back to 0.
    expect(await employerUnreadCount(companyA)).toBe(0);
    expect(viewOf(await employerGet(appId, owner.cookie)).messages[0]?.unread).toBe(false);

    const answered = await employerWrite(appId, owner.cookie, "Yes: we sponsor the visa and pay for the flight.");
    expect(answered).toMatchObject({ status: 302, location: employerPath(appId) });
    expect(await candidateUnreadCount(seeker.id)).toBe(1);
    expect(await unreadCountFor({ id: seeker.id, kind: "job_seeker", activeCompanyId: null })).toBe(1);
    const [toCandidate] = await mailsAbout(seeker.email, appId);
    expect(toCandidate?.links).toContain(`${TEST_ORIGIN}${candidatePath(appId)}`);

    // /applications shows the unread conversation, then the conversation page reads it.
    const list = await outcome(() => applicationsPage.loader(routeArgs(pageRequest("/applications", { cookie: seeker.cookie }))));
    expect(list.data).toMatchObject({ unreadConversations: 1, conversations: { [appId]: { messages: 2, unread: true } } });
    const view = viewOf(await candidateGet(appId, seeker.cookie));
    expect(view.messages.map((m) => [m.seq, m.mine, m.author, m.unread])).toEqual([
      [1, true, "Joseph Okello", false],
      [2, false, "Test Person (Elbe Pflege GmbH)", true],
    ]);
    // The employer's reassurance raises no fee warning.
    expect(view.messages[1]?.feeWarning).toBeNull();
    expect(await candidateUnreadCount(seeker.id)).toBe(0);
  });

  it("the employer dashboard counts and lists the conversations with an unread message", async () => {
    const aminaApp = (await applicationOf(s, amina.id, JOB)).id;
    expect((await candidateWrite(aminaApp, amina.cookie, "When would I start?")).status).toBe(302);
    const res = await outcome(() => dashboard.loader(routeArgs(pageRequest("/employer", { cookie: owner.cookie }))));
    expect(res.data).toMatchObject({
      unread: { count: 1, conversations: [{ applicationId: aminaApp, candidateName: "Amina Nakato" }] },
    });
    expect(await unreadCountFor({ id: owner.id, kind: "employer", activeCompanyId: null })).toBe(1);
    // Recruiter B's company has nothing unread, and sees none of A's.
    expect(await unreadCountFor({ id: otherRecruiter.id, kind: "employer", activeCompanyId: companyA })).toBe(0);
  });

  it("concurrent messages from both sides get one number each, in commit order, and none is lost as read", async () => {
    const app = (await applicationOf(s, amina.id, "2")).id;
    const writes = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? candidateWrite(app, amina.cookie, `Candidate message ${i}`)
        : employerWrite(app, recruiter.cookie, `Company message ${i}`),
    );
    // The company opens the conversation while the messages arrive.
    const [opened, ...results] = await Promise.all([employerGet(app, owner.cookie), ...writes]);
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(302));
    const rows = await messagesOf(app);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.body)).size).toBe(12);
    // Numbers follow the order of writing: an id taken earlier never gets a later number within one side.
    const [state] = await s.db.select().from(conversations).where(eq(conversations.applicationId, app));
    expect(state).toMatchObject({ lastSeq: 12 });
    expect(state?.lastCandidateSeq).toBe(Math.max(...rows.filter((r) => r.side === "candidate").map((r) => r.seq)));
    expect(state?.lastEmployerSeq).toBe(Math.max(...rows.filter((r) => r.side === "employer").map((r) => r.seq)));
    // The company read exactly what its page showed: a candidate's message written after that is still unread.
    const shownUpTo = viewOf(opened).messages.at(-1)?.seq ?? 0;
    expect(state?.employerReadSeq).toBe(shownUpTo);
    const unreadLater = rows.some((r) => r.side === "candidate" && r.seq > shownUpTo);
    expect((await conversationSummaries("employer", [app])).get(app)?.unread).toBe(unreadLater);
    // Reading now catches up with everything, in order.
    const all = viewOf(await employerGet(app, owner.cookie)).messages;
    expect(all.map((m) => m.seq)).toEqual(rows.map((r) => r.seq));
    const [after] = await s.db.select().from(conversations).where(eq(conversations.applicationId, app));
    expect(after?.employerReadSeq).toBe(12);
  });

  it("mails a recipient at most once an hour per conversation while unread, again after they read or an hour later", async () => {
    const leaver = await createSignedInUser(s, { name: "Grace Auma", email: "grace@example.org" });
    expect((await applyForJob(leaver.id, JOB)).ok).toBe(true);
    const app = (await applicationOf(s, leaver.id, JOB)).id;
    const t0 = new Date(Date.now() - 3 * 60 * 60 * 1000);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60 * 1000);
    const send = (minutes: number, body: string) =>
      postMessage({
        party: { side: "employer", companyId: companyA },
        applicationId: app,
        author: { id: owner.id, name: "Anna Schmidt" },
        body,
        now: at(minutes),
      });

    expect(await send(0, "First question for you")).toMatchObject({ ok: true, mailed: 1 });
    expect(await send(5, "Second, five minutes later")).toMatchObject({ ok: true, mailed: 0 });
    expect(await send(59, "Third, within the hour")).toMatchObject({ ok: true, mailed: 0 });
    expect(await mailsAbout("grace@example.org", app)).toHaveLength(1);

    // The candidate reads: the next message starts a new unread stretch and is mailed at once.
    await openConversation({ side: "candidate", userId: leaver.id }, app, s.db, at(61));
    expect(await send(62, "A new question after you read")).toMatchObject({ ok: true, mailed: 1 });
    expect(await send(70, "And one more")).toMatchObject({ ok: true, mailed: 0 });
    // Unread for an hour since the last mail: one more.
    expect(await send(62 + MAIL_THROTTLE_SECONDS / 60, "An hour later")).toMatchObject({ ok: true, mailed: 1 });
    expect(await mailsAbout("grace@example.org", app)).toHaveLength(3);
  });

  describe("documents", () => {
    let messageId: number;

    it("a PDF is stored privately and served to the candidate and the company's current members only", async () => {
      const pdf = minimalPdf("Nursing diploma");
      const res = await candidateWrite(appId, seeker.cookie, "My diploma, as asked.", { bytes: pdf, name: "Diploma.pdf" });
      expect(res.status).toBe(302);
      const last = (await messagesOf(appId)).at(-1)!;
      expect(last).toMatchObject({
        body: "My diploma, as asked.",
        attachmentName: "Diploma.pdf",
        attachmentType: "application/pdf",
      });
      expect(last.attachmentKey).toMatch(/^messages\/[0-9a-f-]+\.pdf$/);
      messageId = last.id;
      for (const who of [seeker, owner, recruiter]) {
        const file = await download(messageId, who.cookie);
        expect(file.status).toBe(200);
        expect(file.response?.headers.get("Content-Disposition")).toMatch(/^attachment;.*Diploma\.pdf/);
        expect(Buffer.from(await file.response!.arrayBuffer())).toEqual(pdf);
      }
    });

    it("another candidate, another company, a removed member, an administrator and someone signed out get 404", async () => {
      const removed = await createSignedInUser(s, { companyName: "Removed Temp", email: "removed@example.org" });
      await s.db.update(member).set({ organizationId: companyA, role: "recruiter" }).where(eq(member.userId, removed.id));
      expect((await download(messageId, removed.cookie)).status).toBe(200);
      await s.db.delete(member).where(eq(member.userId, removed.id));
      for (const cookie of [amina.cookie, otherRecruiter.cookie, removed.cookie, admin.cookie, undefined]) {
        expect((await download(messageId, cookie)).status).toBe(404);
      }
      // The removed member no longer reaches the conversation either (no company any more: 403), nor writes to it.
      expect((await employerGet(appId, removed.cookie)).status).toBe(403);
      expect((await employerWrite(appId, removed.cookie, "still here?")).status).toBe(403);
    });

    it("a hostile file (an executable named .pdf) and an oversized one are refused with the field's message; nothing is stored", async () => {
      const before = (await messagesOf(appId)).length;
      const hostile = await candidateWrite(appId, seeker.cookie, "Please open this", {
        bytes: elfExecutable(),
        name: "contract.pdf",
      });
      expect(hostile).toMatchObject({ status: 400, data: { fileError: CV_MESSAGES.type } });
      const large = await candidateWrite(appId, seeker.cookie, "A big scan", {
        bytes: pdfOfSize(6 * 1024 * 1024),
        name: "scan.pdf",
      });
      expect(large).toMatchObject({ status: 413, data: { fileError: CV_MESSAGES.tooLarge } });
      expect(await messagesOf(appId)).toHaveLength(before);
      const empty = await candidateWrite(appId, seeker.cookie, "   ");
      expect(empty.status).toBe(400);
      expect(JSON.stringify(empty.data)).toContain(conversationTexts.empty);
    });
  });

  describe("who may read and write", () => {
    it("another candidate, another company's recruiter and an administrator cannot read or write (404 / 403)", async () => {
      expect((await candidateGet(appId, amina.cookie)).status).toBe(404);
      expect((await candidateWrite(appId, amina.cookie, "Hijack")).status).toBe(404);
      expect((await employerGet(appId, otherRecruiter.cookie)).status).toBe(404);
      expect((await employerWrite(appId, otherRecruiter.cookie, "Hijack")).status).toBe(404);
      // An administrator is no party: the candidate page is a 404, the employer area refuses a job seeker account.
      expect((await candidateGet(appId, admin.cookie)).status).toBe(404);
      expect((await employerGet(appId, admin.cookie)).status).toBe(403);
      // An employer cannot use the candidate's page, nor a candidate the company's.
      expect((await candidateGet(appId, owner.cookie)).status).toBe(404);
      expect((await employerGet(appId, seeker.cookie)).status).toBe(403);
      expect((await messagesOf(appId)).some((m) => m.body === "Hijack")).toBe(false);
    });

    it("signed out: both pages send to sign-in and come back; ids that cannot be ids are 404", async () => {
      expect(await candidateGet(appId)).toMatchObject({
        status: 302,
        location: `/auth?redirectTo=${encodeURIComponent(candidatePath(appId))}`,
      });
      expect(await employerGet(appId)).toMatchObject({
        status: 302,
        location: `/auth?redirectTo=${encodeURIComponent(employerPath(appId))}`,
      });
      expect((await candidateWrite(appId, undefined, "anonymous")).status).toBe(302);
      for (const id of ["abc", "0", "99999999999"]) {
        const res = await outcome(() =>
          candidatePage.loader(routeArgs(pageRequest(`/applications/${id}`, { cookie: seeker.cookie }), { id })),
        );
        expect(res.status).toBe(404);
      }
    });
  });

  describe("scam protection", () => {
    let flagged: number;

    it("a company's message asking for money shows the candidate the warning; the company sees none", async () => {
      const res = await employerWrite(
        appId,
        recruiter.cookie,
        "Before we continue, you must pay a visa processing fee of 300 USD by mobile money.",
      );
      expect(res.status).toBe(302);
      const mine = viewOf(await candidateGet(appId, seeker.cookie)).messages.at(-1)!;
      expect(mine.feeWarning?.text).toBe(feeWarningText());
      expect(mine.reported).toBe(false);
      flagged = mine.id;
      expect(viewOf(await employerGet(appId, owner.cookie)).messages.at(-1)?.feeWarning).toBeNull();
    });

    it("only the candidate of the conversation may report it; the report reaches the console with text, company and application", async () => {
      const reports = async () =>
        (await s.db.select({ n: count() }).from(jobReports).where(eq(jobReports.messageId, flagged)))[0]?.n;
      const aminaApp = (await applicationOf(s, amina.id, JOB)).id;
      // Another candidate, through their own conversation or this one: not found.
      expect((await report(aminaApp, flagged, amina.cookie)).status).toBe(404);
      expect((await report(appId, flagged, amina.cookie)).status).toBe(404);
      // The company cannot report (the candidate page is not theirs), nor can anyone signed out.
      expect((await report(appId, flagged, owner.cookie)).status).toBe(404);
      expect((await report(appId, flagged)).status).toBe(302);
      // The candidate's own message is nothing to report.
      const own = (await messagesOf(appId)).find((m) => m.side === "candidate")!;
      expect((await report(appId, own.id, seeker.cookie)).status).toBe(404);
      expect(await reports()).toBe(0);

      expect(await report(appId, flagged, seeker.cookie)).toMatchObject({ status: 302, location: candidatePath(appId) });
      expect(await reports()).toBe(1);
      // Twice is once.
      expect((await report(appId, flagged, seeker.cookie)).status).toBe(302);
      expect(await reports()).toBe(1);
      expect(viewOf(await candidateGet(appId, seeker.cookie)).messages.find((m) => m.id === flagged)?.reported).toBe(true);

      const queue = await outcome(() => adminReports.loader(routeArgs(pageRequest("/admin/reports", { cookie: admin.cookie }))));
      const jobs = (queue.data as Awaited<ReturnType<typeof adminReports.loader>>).jobs;
      const entry = jobs.find((j) => j.jobId === JOB);
      expect(entry?.company).toBe("Elbe Pflege GmbH");
      expect(entry?.reports[0]).toMatchObject({
        reason: "asks_for_money",
        signedIn: true,
        message: {
          text: "Before we continue, you must pay a visa processing fee of 300 USD by mobile money.",
          applicationId: appId,
        },
      });
    });
  });

  describe("closed applications keep their history, read-only", () => {
    it("after a withdrawal: both sides read, no form, and a write is refused with 409 and the reason", async () => {
      const aminaApp = (await applicationOf(s, amina.id, JOB)).id;
      const before = (await messagesOf(aminaApp)).length;
      expect(before).toBeGreaterThan(0);
      expect((await outcome(() => withdraw(aminaApp, amina.cookie))).status).toBe(302);
      const view = viewOf(await candidateGet(aminaApp, amina.cookie));
      expect(view.readOnly).toBe(conversationTexts.readOnlyWithdrawn);
      expect(view.messages).toHaveLength(before);
      expect(viewOf(await employerGet(aminaApp, owner.cookie)).readOnly).toBe(conversationTexts.readOnlyWithdrawn);
      expect(await candidateWrite(aminaApp, amina.cookie, "One more thing")).toMatchObject({
        status: 409,
        data: { error: conversationTexts.readOnlyWithdrawn },
      });
      expect(await employerWrite(aminaApp, owner.cookie, "Are you sure?")).toMatchObject({
        status: 409,
        data: { error: conversationTexts.readOnlyWithdrawn },
      });
      expect(await messagesOf(aminaApp)).toHaveLength(before);
    });

    it("after a rejection, and a document is not kept when the write is refused", async () => {
      const rejected = await outcome(() =>
        applicantsPost(JOB, { intent: "status", applicationId: String(appId), status: "rejected" }, owner.cookie),
      );
      expect(rejected.status).toBe(302);
      const files = async () =>
        (
          await s.db
            .select()
            .from(conversationMessages)
            .where(and(eq(conversationMessages.applicationId, appId)))
        ).length;
      const before = await files();
      const res = await candidateWrite(appId, seeker.cookie, "Why?", { bytes: minimalPdf("x"), name: "x.pdf" });
      expect(res).toMatchObject({ status: 409, data: { error: conversationTexts.readOnlyRejected } });
      expect(await files()).toBe(before);
      expect(viewOf(await candidateGet(appId, seeker.cookie)).readOnly).toBe(conversationTexts.readOnlyRejected);
    });
  });

  it("a candidate who deletes their account leaves the company the messages but not their documents", async () => {
    const withDocument = (await messagesOf(appId)).filter((m) => m.side === "candidate" && m.attachmentKey !== null);
    expect(withDocument.length).toBeGreaterThan(0);
    const before = await messagesOf(appId);
    await deleteAccount({ id: seeker.id, email: seeker.email, kind: "job_seeker" });
    for (const m of withDocument) expect(await s.storage.exists(m.attachmentKey!)).toBe(false);
    const after = await messagesOf(appId);
    expect(after.filter((m) => m.side === "candidate" && m.attachmentKey !== null)).toEqual([]);
    expect(after.map((m) => m.body)).toEqual(before.map((m) => m.body));
    expect((await download(withDocument[0]!.id, owner.cookie)).status).toBe(404);
  });
});
