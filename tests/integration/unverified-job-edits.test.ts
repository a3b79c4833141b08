/**
 * Edits of an unverified company's jobs go to review before they are public again, from every status
 * (docs/product.md#job-life-cycle, decision 031): the public job page, the search and the moderation queue as
 * visitors, employers and administrators see them.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, jobs } from "#db/schema.ts";
import { lifecycleMessages } from "#app/features/jobs/lifecycle.ts";
import { DEFAULT_FILTERS } from "#app/features/jobs/filters.ts";
import { searchJobs } from "#app/features/jobs/jobs.server.ts";
import { adminTexts } from "#app/features/admin/public.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import * as moderation from "#app/routes/admin/moderation.tsx";
import * as editRoute from "#app/routes/employer/jobs.edit.tsx";
import * as listRoute from "#app/routes/employer/jobs.tsx";
import * as jobRoute from "#app/routes/jobs/job.tsx";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { createJobAs, FORM, get, jobRowOf, post, setUpJobCompanies } from "../support/employer-jobs.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

const DAY = 86_400_000;
const ADMIN = "moderator@example.org";
/** The text a scammer puts into a job once it was approved. */
const SCAM = {
  title: "URGENT: pay 300 EUR visa fee",
  description: "Send 300 EUR by Western Union for your visa fee today, then we book your flight to Germany at once.",
  skills: "Pay the visa fee",
};

/** The toast a redirect carries in its flash cookie. */
async function toastOf(res: Response | null) {
  const cookie = (res?.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
  return (await readFlash(new Request("http://localhost:3999/", { headers: { Cookie: cookie } }))).toast;
}

interface QueuedJob {
  id: string;
  title: string;
  description: string;
  skills: string[];
  submittedAt: string;
  publishedAt: string | null;
  closedAt: string | null;
}

describe("edits of an unverified company's job go to review", () => {
  let s: TestServices;
  let admin: Account;
  let alpha: Account; // owner of Alpha GmbH (unverified)
  let beta: Account; // owner of Beta AG (verified)
  let counter = 0;

  const jobRow = (id: string) => jobRowOf(s, id);
  const setJob = (id: string, set: Partial<typeof jobs.$inferInsert>) => s.db.update(jobs).set(set).where(eq(jobs.id, id));

  /** A new draft of `account`'s company with its own title (searchable on its own). */
  const draftOf = async (account: Account) => {
    counter += 1;
    const { id } = await createJobAs(s, account, { ...FORM, title: `Care Assistant Nr ${counter}` });
    return id;
  };
  const listAction = (form: Record<string, string>, account: Account = alpha) =>
    outcome(() => listRoute.action(routeArgs(post("/employer/jobs", form, account))));
  const submit = (id: string, account: Account = alpha) => listAction({ intent: "submit", jobId: id }, account);
  const close = (id: string) => listAction({ intent: "close", jobId: id });
  const reopen = (id: string) => listAction({ intent: "reopen", jobId: id });
  const extend = (id: string, deadline: Date) =>
    listAction({ intent: "extend", jobId: id, deadline: deadline.toISOString().slice(0, 10) });
  /** Saves the form with the scam texts (or `changes`), as the employer's edit page does. */
  const edit = (id: string, changes: Record<string, string> = SCAM, account: Account = alpha) =>
    outcome(() =>
      editRoute.action(routeArgs(post(`/employer/jobs/${id}/edit`, { ...FORM, ...changes, intent: "save" }, account), { id })),
    );

  const queue = async () =>
    ((await moderation.loader(routeArgs(pageRequest("/admin/moderation", { cookie: admin.cookie })))) as { jobs: QueuedJob[] })
      .jobs;
  const queued = async (id: string) => (await queue()).find((j) => j.id === id);
  /** Approves the job as the moderation page shows it (with the version the administrator read). */
  const approve = async (id: string, seen?: string) => {
    const form = { intent: "approve", jobId: id, seen: seen ?? (await queued(id))!.submittedAt };
    return outcome(() => moderation.action(routeArgs(pageRequest("/admin/moderation", { cookie: admin.cookie, form }))));
  };
  const reject = (id: string, reason = "The job asks candidates for money.") =>
    outcome(() =>
      moderation.action(
        routeArgs(pageRequest("/admin/moderation", { cookie: admin.cookie, form: { intent: "reject", jobId: id, reason } })),
      ),
    );

  /** What a visitor (no cookie) gets at /job/{id}: the status, and the job shown. */
  const publicPage = async (id: string) => {
    const res = await outcome(() => jobRoute.loader(routeArgs(pageRequest(`/job/${id}`), { id })));
    return { status: res.status, job: (res.data as { job?: { title: string; description: string; status: string } })?.job };
  };
  const inSearch = async (words: string) =>
    (await searchJobs({ ...DEFAULT_FILTERS, search: words }, { db: s.db })).jobs.map((j) => j.id);

  /** A job of Alpha published by an administrator's approval. */
  const approvedJob = async () => {
    const id = await draftOf(alpha);
    await submit(id);
    expect((await approve(id)).status).toBe(302);
    expect((await jobRow(id))?.status).toBe("published");
    return id;
  };

  /** Nothing of the scam is public: the job page is 404 and the search does not find it. */
  const expectNotPublic = async (id: string) => {
    expect(await publicPage(id)).toEqual({ status: 404, job: undefined });
    expect(await inSearch("visa fee")).not.toContain(id);
  };

  beforeAll(async () => {
    s = await createTestServices({ ADMIN_EMAILS: ADMIN });
    admin = await createSignedInUser(s, { email: ADMIN });
    ({ alpha, beta } = await setUpJobCompanies(s));
  });
  afterAll(() => s.close());

  it("approve, close, edit, reopen: the new text is never public and waits in the moderation queue", async () => {
    const id = await approvedJob();
    const approvedTitle = (await jobRow(id))!.title;
    await close(id);
    expect(await publicPage(id)).toMatchObject({ status: 200, job: { status: "closed", title: approvedTitle } });

    const saved = await edit(id);
    expect(await toastOf(saved.response)).toMatchObject({
      title: "Changes saved",
      description: `${SCAM.title} goes back to review: once our team has checked it, it is closed again and you can reopen it.`,
    });
    expect(await jobRow(id)).toMatchObject({ status: "pending_review", title: SCAM.title });
    // The closed page is gone with the old text: nothing unchecked is shown.
    await expectNotPublic(id);

    const reopened = await reopen(id);
    expect(await toastOf(reopened.response)).toMatchObject({
      title: "That did not work",
      description: lifecycleMessages.inReview,
      variant: "error",
    });
    const extended = await extend(id, new Date(Date.now() + 40 * DAY));
    expect(await toastOf(extended.response)).toMatchObject({ description: lifecycleMessages.inReview, variant: "error" });
    expect((await jobRow(id))?.status).toBe("pending_review");
    await expectNotPublic(id);

    // The administrator sees the changed job in full, marked as a closed job that was changed.
    expect(await queued(id)).toMatchObject({
      title: SCAM.title,
      description: SCAM.description,
      skills: [SCAM.skills],
      publishedAt: expect.any(String),
      closedAt: expect.any(String),
    });
    const [logged] = await s.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "job.update")));
    expect(logged?.detail).toEqual({ from: "closed", to: "pending_review" });

    // Rejected: still not public, and the employer is told why.
    await reject(id);
    expect(await jobRow(id)).toMatchObject({ status: "rejected", rejectionReason: "The job asks candidates for money." });
    await expectNotPublic(id);
  });

  it("approved changes to a closed job close it again; reopening then publishes the approved text", async () => {
    const id = await approvedJob();
    await close(id);
    await edit(id, { title: "Care Assistant Hamburg" });
    const approved = await approve(id);
    expect(await toastOf(approved.response)).toMatchObject({ title: adminTexts.approvedClosed("Care Assistant Hamburg") });
    expect(await jobRow(id)).toMatchObject({ status: "closed", closedAt: expect.any(Date) });
    expect(await publicPage(id)).toMatchObject({ status: 200, job: { status: "closed", title: "Care Assistant Hamburg" } });
    const [mail] = (await s.outbox(alpha.email)).filter((m) => m.subject.includes("Care Assistant Hamburg"));
    expect(mail?.subject).toBe("Your changes to “Care Assistant Hamburg” are approved");

    expect(await toastOf((await reopen(id)).response)).toMatchObject({ title: "Job reopened" });
    expect(await publicPage(id)).toMatchObject({ status: 200, job: { status: "published", title: "Care Assistant Hamburg" } });
    expect(await inSearch("Care Assistant Hamburg")).toContain(id);
  });

  it("a closed job past its deadline: edit, extend and reopen wait for the approval", async () => {
    const id = await approvedJob();
    await close(id);
    await setJob(id, { applicationDeadline: new Date(Date.now() - DAY) });
    await edit(id);
    const refused = await extend(id, new Date(Date.now() + 20 * DAY));
    expect(await toastOf(refused.response)).toMatchObject({ description: lifecycleMessages.inReview });
    await expectNotPublic(id);

    await edit(id, { title: "Care Assistant Köln" });
    await approve(id);
    expect((await jobRow(id))?.status).toBe("closed");
    await extend(id, new Date(Date.now() + 20 * DAY));
    await reopen(id);
    expect(await publicPage(id)).toMatchObject({ status: 200, job: { status: "published", title: "Care Assistant Köln" } });
  });

  it("from Published: an edit takes the job off the site; reopen and extend are refused until approval", async () => {
    const id = await approvedJob();
    await edit(id);
    expect((await jobRow(id))?.status).toBe("pending_review");
    await expectNotPublic(id);
    for (const res of [await reopen(id), await extend(id, new Date(Date.now() + 40 * DAY))]) {
      expect(await toastOf(res.response)).toMatchObject({ description: lifecycleMessages.inReview, variant: "error" });
    }
    expect(await toastOf((await submit(id)).response)).toMatchObject({ description: lifecycleMessages.notSubmittable });
    expect(await queued(id)).toMatchObject({ title: SCAM.title, publishedAt: expect.any(String), closedAt: null });
    await expectNotPublic(id);
  });

  it("from Expired: an edit takes the closed page down; an extension cannot revive it before approval", async () => {
    const id = await approvedJob();
    await setJob(id, { applicationDeadline: new Date(Date.now() - DAY) });
    expect(await publicPage(id)).toMatchObject({ status: 200, job: { status: "expired" } });
    await edit(id);
    await expectNotPublic(id);
    const refused = await extend(id, new Date(Date.now() + 20 * DAY));
    expect(await toastOf(refused.response)).toMatchObject({ description: lifecycleMessages.inReview, variant: "error" });
    expect((await jobRow(id))?.status).toBe("pending_review");
    await expectNotPublic(id);
    expect(await queued(id)).toMatchObject({ title: SCAM.title });
  });

  it("from Pending review: an administrator approves only the version they read", async () => {
    const id = await draftOf(alpha);
    await submit(id);
    const read = (await queued(id))!.submittedAt;
    await new Promise((r) => setTimeout(r, 5));
    await edit(id);
    expect((await jobRow(id))?.status).toBe("pending_review");
    for (const res of [await reopen(id), await extend(id, new Date(Date.now() + 20 * DAY))]) {
      expect((await toastOf(res.response))?.variant).toBe("error");
    }
    await expectNotPublic(id);

    const stale = await approve(id, read);
    expect(await toastOf(stale.response)).toMatchObject({ title: lifecycleMessages.changedSinceRead, variant: "error" });
    expect((await jobRow(id))?.status).toBe("pending_review");
    await expectNotPublic(id);
    expect(await queued(id)).toMatchObject({ title: SCAM.title, skills: [SCAM.skills] });
  });

  it("from Draft: an edit keeps the draft hidden; submitting sends the full text, skills included, to review", async () => {
    const id = await draftOf(alpha);
    await edit(id);
    expect((await jobRow(id))?.status).toBe("draft");
    await expectNotPublic(id);
    await submit(id);
    expect((await jobRow(id))?.status).toBe("pending_review");
    await expectNotPublic(id);
    expect(await queued(id)).toMatchObject({ title: SCAM.title, description: SCAM.description, skills: [SCAM.skills] });
  });

  it("from Rejected: an edit keeps it hidden; submitting sends the new text to review", async () => {
    const id = await draftOf(alpha);
    await submit(id);
    await reject(id, "Please state the salary.");
    await edit(id);
    expect((await jobRow(id))?.status).toBe("rejected");
    await expectNotPublic(id);
    await submit(id);
    expect((await jobRow(id))?.status).toBe("pending_review");
    await expectNotPublic(id);
    expect(await queued(id)).toMatchObject({ title: SCAM.title, skills: [SCAM.skills], publishedAt: null });
  });

  it("a verified company's edits stay public at once, closed or published, as before", async () => {
    const id = await draftOf(beta);
    await submit(id, beta);
    await listAction({ intent: "close", jobId: id }, beta);
    await edit(id, { title: "Care Assistant Verified" }, beta);
    expect((await jobRow(id))?.status).toBe("closed");
    expect(await publicPage(id)).toMatchObject({ status: 200, job: { status: "closed", title: "Care Assistant Verified" } });
    await listAction({ intent: "reopen", jobId: id }, beta);
    await edit(id, SCAM, beta);
    expect(await publicPage(id)).toMatchObject({ status: 200, job: { status: "published", title: SCAM.title } });
    // The search finds such a text when it is public: the other tests' "not in search" is a real check.
    expect(await inSearch("visa fee")).toContain(id);
  });

  it("the employer's list marks a closed job whose changes wait for review", async () => {
    const id = await approvedJob();
    await close(id);
    const form = await outcome(() => editRoute.loader(routeArgs(get(`/employer/jobs/${id}/edit`, alpha), { id })));
    expect(form.data).toMatchObject({ job: { status: "closed" }, company: { verified: false } });
    await edit(id);
    const list = await outcome(() => listRoute.loader(routeArgs(get("/employer/jobs", alpha))));
    const row = (list.data as { jobs: { id: string; status: string; closedAt: string | null }[] }).jobs.find((j) => j.id === id);
    expect(row).toMatchObject({ status: "pending_review", closedAt: expect.any(String) });
  });
});
