/**
 * The employer's jobs: the form, the life-cycle actions, previews and page views. Who may do what:
 * employer-jobs-access.test.ts.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, companyProfiles, jobs, jobViews, organization } from "#db/schema.ts";
import { DEFAULT_FILTERS } from "#app/features/jobs/filters.ts";
import { searchJobs } from "#app/features/jobs/jobs.server.ts";
import { jobFormMessages } from "#app/features/job-posting/job-form.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import * as editRoute from "#app/routes/employer/jobs.edit.tsx";
import * as listRoute from "#app/routes/employer/jobs.tsx";
import * as newRoute from "#app/routes/employer/jobs.new.tsx";
import * as jobRoute from "#app/routes/jobs/job.tsx";
import * as placesRoute from "#app/routes/jobs/places.suggest.ts";
import { createSignedInUser, routeArgs } from "../support/accounts.ts";
import { createJobAs, FORM, get, post, setUpJobCompanies, jobRowOf } from "../support/employer-jobs.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

const DAY = 86_400_000;

/** The toast a redirect carries in its flash cookie. */
async function toastOf(res: Response | null) {
  const cookie = (res?.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
  return (await readFlash(new Request("http://localhost:3999/", { headers: { Cookie: cookie } }))).toast;
}

describe("employer jobs", () => {
  let s: TestServices;
  let alpha: Account; // owner of Alpha GmbH (unverified)
  let beta: Account; // owner of Beta AG (verified)
  let recruiter: Account; // recruiter of Alpha GmbH
  let seeker: Account;
  let alphaId: string;
  let betaId: string;

  const jobRow = (id: string) => jobRowOf(s, id);
  const setJob = (id: string, set: Partial<typeof jobs.$inferInsert>) => s.db.update(jobs).set(set).where(eq(jobs.id, id));
  const companyOf = async (name: string) =>
    (await s.db.select({ id: organization.id }).from(organization).where(eq(organization.name, name)))[0]!.id;

  const createJob = (account: Account, form: Record<string, string> = FORM, intent = "draft") =>
    createJobAs(s, account, form, intent);

  const listAction = (form: Record<string, string>, account: Account) =>
    outcome(() => listRoute.action(routeArgs(post("/employer/jobs", form, account))));

  beforeAll(async () => {
    s = await createTestServices();
    ({ alpha, beta, recruiter, seeker, alphaId, betaId } = await setUpJobCompanies(s));
  });
  afterAll(() => s.close());

  it("saves a new draft with every field, and logs job.create", async () => {
    const { res, id } = await createJob(alpha);
    expect(res.status).toBe(302);
    expect(res.location).toBe(`/employer/jobs/${id}/edit`);
    expect(await toastOf(res.response)).toMatchObject({ title: "Draft saved" });
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(await jobRow(id)).toMatchObject({
      companyId: alphaId,
      company: "Alpha GmbH",
      status: "draft",
      title: "Care Assistant Berlin",
      category: "Nursing & Healthcare",
      categorySlug: "healthcare",
      location: "Berlin",
      citySlug: "berlin",
      salary: "€40,000 - €48,000 per year",
      salaryMin: 40_000,
      salaryMax: 48_000,
      salarySort: 44_000,
      requirements: ["Care certificate", "B1 German"],
      skills: ["Patience", "first aid"],
      benefits: ["Free German course"],
      germanLevel: "B1",
      englishLevel: "A2",
      visaSponsorship: true,
      relocationSupport: true,
      publishedAt: null,
      applicationDeadline: null,
    });
    // The edit form shows the values back, skills apart.
    const form = await outcome(() => editRoute.loader(routeArgs(get(`/employer/jobs/${id}/edit`, alpha), { id })));
    expect((form.data as { defaults: Record<string, string> }).defaults).toMatchObject({
      requirements: "Care certificate\nB1 German",
      skills: "Patience\nfirst aid",
      salaryPeriod: "year",
      salaryMin: "40000",
      salaryMax: "48000",
      city: "Berlin",
    });
  });

  it("answers a form with mistakes with 400 and a message under each field, storing nothing", async () => {
    const [before] = await s.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    const res = await outcome(() =>
      newRoute.action(
        routeArgs(
          post(
            "/employer/jobs/new",
            {
              intent: "publish",
              title: "x",
              salaryPeriod: "month",
              salaryMin: "abc",
              salaryMax: "",
              description: "short",
              visaSponsorship: "perhaps",
              deadline: "2020-01-01",
            },
            alpha,
          ),
        ),
      ),
    );
    expect(res.status).toBe(400);
    const errors = (res.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors).toMatchObject({
      title: [jobFormMessages.title()],
      category: [jobFormMessages.category()],
      city: [jobFormMessages.city()],
      jobType: [jobFormMessages.jobType()],
      experienceLevel: [jobFormMessages.experienceLevel()],
      salaryMin: [jobFormMessages.salaryAmount()],
      description: [jobFormMessages.description()],
      requirements: [jobFormMessages.requirements()],
      germanLevel: [jobFormMessages.germanLevel()],
      englishLevel: [jobFormMessages.englishLevel()],
      visaSponsorship: [jobFormMessages.yesNo()],
      relocationSupport: [jobFormMessages.yesNo()],
    });
    const [after] = await s.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    expect(after?.n).toBe(before?.n);
  });

  it("refuses a city that is no place in Germany with similar places, and stores a place's German name", async () => {
    const [before] = await s.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    const refused = await outcome(() =>
      newRoute.action(routeArgs(post("/employer/jobs/new", { ...FORM, city: "Munchn" }, alpha))),
    );
    expect(refused.status).toBe(400);
    const answer = refused.data as { result: { error: Record<string, string[]> }; placeSuggestions: string[] };
    expect(answer.result.error).toEqual({ city: [jobFormMessages.unknownPlace()] });
    expect(answer.placeSuggestions).toContain("München");
    const [after] = await s.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    expect(after?.n).toBe(before?.n);

    // Typed in English, stored as the place: its German label, its id, the slug the filters read.
    const { id } = await createJob(alpha, { ...FORM, city: "munich" });
    expect(await jobRow(id)).toMatchObject({ location: "München", citySlug: "munich", placeId: expect.any(Number) });
    // The form's list comes from the server: the largest places, with nothing typed.
    const form = await outcome(() => newRoute.loader(routeArgs(get("/employer/jobs/new", alpha))));
    expect((form.data as { placeOptions: string[] }).placeOptions.slice(0, 3)).toEqual(["Berlin", "Hamburg", "München"]);
    // While typing, the list asks the server: the places starting with the text, the largest first.
    const suggest = async (q: string) =>
      ((await (await placesRoute.loader(routeArgs(get(`/places/suggest?q=${q}`, alpha)))).json()) as { places: string[] }).places;
    expect((await suggest("augs")).slice(0, 1)).toEqual(["Augsburg"]);
    expect(await suggest("nurem")).toContain("Nürnberg");
    expect(await suggest("a")).toEqual([]);
  });

  it("publishes at once for a verified company, and sends an unverified company's job to review", async () => {
    const published = await createJob(beta, FORM, "publish");
    expect(published.res.location).toBe("/employer/jobs");
    expect(await toastOf(published.res.response)).toMatchObject({ title: "Job published" });
    const row = await jobRow(published.id);
    expect(row?.status).toBe("published");
    expect(row?.publishedAt).toBeInstanceOf(Date);
    expect(row!.applicationDeadline!.getTime() - row!.publishedAt!.getTime()).toBe(30 * DAY);
    const pending = await createJob(alpha, FORM, "publish");
    expect(await toastOf(pending.res.response)).toMatchObject({ title: "Submitted for review" });
    expect((await jobRow(pending.id))?.status).toBe("pending_review");
    const log = await s.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.targetId, pending.id));
    expect(log).toEqual([
      { action: "job.create", detail: { title: FORM.title } },
      { action: "job.submit", detail: { from: "draft", to: "pending_review", result: "pending" } },
    ]);
  });

  it("publishes a draft from the list, with a chosen deadline", async () => {
    const deadline = new Date(Date.now() + 45 * DAY).toISOString().slice(0, 10);
    const { id } = await createJob(beta, { ...FORM, deadline });
    const res = await listAction({ intent: "submit", jobId: id }, beta);
    expect(res.location).toBe("/employer/jobs");
    const row = await jobRow(id);
    expect(row?.status).toBe("published");
    expect(row?.applicationDeadline?.toISOString()).toBe(`${deadline}T20:59:59.000Z`);
  });

  it("a suspended company cannot publish: the draft stays, the message says why", async () => {
    const owner = await createSignedInUser(s, { companyName: "Gamma KG" });
    const gamma = await companyOf("Gamma KG");
    await s.db.update(companyProfiles).set({ suspended: true, verified: true }).where(eq(companyProfiles.organizationId, gamma));
    const { res, id } = await createJob(owner, FORM, "publish");
    expect(res.location).toBe(`/employer/jobs/${id}/edit`);
    expect(await toastOf(res.response)).toMatchObject({
      description: "Your company is suspended: its jobs cannot be published.",
      variant: "error",
    });
    expect((await jobRow(id))?.status).toBe("draft");
  });

  it("editing a published job of an unverified company sends it back to review; a verified one stays published", async () => {
    const { id } = await createJob(alpha);
    const now = new Date();
    await setJob(id, {
      status: "published",
      publishedAt: now,
      postedAt: now,
      applicationDeadline: new Date(now.getTime() + 30 * DAY),
    });
    const form = await outcome(() => editRoute.loader(routeArgs(get(`/employer/jobs/${id}/edit`, alpha), { id })));
    expect(form.data).toMatchObject({ job: { status: "published" }, company: { verified: false } });
    const res = await outcome(() =>
      editRoute.action(
        routeArgs(post(`/employer/jobs/${id}/edit`, { ...FORM, title: "Senior Care Assistant", intent: "save" }, alpha), { id }),
      ),
    );
    expect(res.location).toBe("/employer/jobs");
    expect((await toastOf(res.response))?.description).toContain("goes back to review");
    expect(await jobRow(id)).toMatchObject({ status: "pending_review", title: "Senior Care Assistant" });
    const [logged] = await s.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "job.update")));
    expect(logged?.detail).toEqual({ from: "published", to: "pending_review" });

    const published = await createJob(beta, FORM, "publish");
    await outcome(() =>
      editRoute.action(
        routeArgs(post(`/employer/jobs/${published.id}/edit`, { ...FORM, title: "Care Lead", intent: "save" }, beta), {
          id: published.id,
        }),
      ),
    );
    expect(await jobRow(published.id)).toMatchObject({ status: "published", title: "Care Lead" });
  });

  it("closes and reopens a job; reopening after the deadline is refused", async () => {
    const { id } = await createJob(beta, FORM, "publish");
    expect((await listAction({ intent: "close", jobId: id }, beta)).location).toBe("/employer/jobs");
    expect((await jobRow(id))?.status).toBe("closed");
    await listAction({ intent: "reopen", jobId: id }, beta);
    expect((await jobRow(id))?.status).toBe("published");

    await listAction({ intent: "close", jobId: id }, beta);
    await setJob(id, { applicationDeadline: new Date(Date.now() - DAY) });
    const refused = await listAction({ intent: "reopen", jobId: id }, beta);
    expect(await toastOf(refused.response)).toMatchObject({
      description: "The application deadline has passed: extend the deadline instead.",
      variant: "error",
    });
    expect((await jobRow(id))?.status).toBe("closed");
  });

  it("extends a deadline, but never past 90 days after publishing", async () => {
    const { id } = await createJob(beta, FORM, "publish");
    const before = await jobRow(id);
    const later = new Date(before!.publishedAt!.getTime() + 60 * DAY).toISOString().slice(0, 10);
    const ok = await listAction({ intent: "extend", jobId: id, deadline: later }, beta);
    expect(await toastOf(ok.response)).toMatchObject({ title: "Deadline extended" });
    expect((await jobRow(id))?.applicationDeadline?.toISOString()).toBe(`${later}T20:59:59.000Z`);

    const tooLate = new Date(before!.publishedAt!.getTime() + 95 * DAY).toISOString().slice(0, 10);
    const refused = await listAction({ intent: "extend", jobId: id, deadline: tooLate }, beta);
    expect(await toastOf(refused.response)).toMatchObject({
      description: "The application deadline can be at most 90 days after publishing.",
    });
    expect((await jobRow(id))?.applicationDeadline?.toISOString()).toBe(`${later}T20:59:59.000Z`);
    const bad = await listAction({ intent: "extend", jobId: id, deadline: "soon" }, beta);
    expect(await toastOf(bad.response)).toMatchObject({ description: jobFormMessages.deadline() });
  });

  it("duplicates a job as a new draft with the same fields", async () => {
    const { id } = await createJob(beta, FORM, "publish");
    const res = await listAction({ intent: "duplicate", jobId: id }, beta);
    const copyId = /^\/employer\/jobs\/([^/]+)\/edit$/.exec(res.location ?? "")?.[1];
    expect(copyId).toBeDefined();
    expect(copyId).not.toBe(id);
    const [source, copy] = [await jobRow(id), await jobRow(copyId!)];
    expect(copy).toMatchObject({ status: "draft", publishedAt: null, applicationDeadline: null, companyId: betaId });
    const content = (j: typeof source) => ({
      title: j?.title,
      description: j?.description,
      requirements: j?.requirements,
      benefits: j?.benefits,
      salary: j?.salary,
      salarySort: j?.salarySort,
      citySlug: j?.citySlug,
      germanLevel: j?.germanLevel,
      visaSponsorship: j?.visaSponsorship,
    });
    expect(content(copy)).toEqual(content(source));
    const [logged] = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, copyId!), eq(auditLog.action, "job.duplicate")));
    expect(logged?.detail).toEqual({ from: id });
  });

  it("lists the company's jobs with Expired computed from the date, and the rejection reason", async () => {
    const { id } = await createJob(beta, { ...FORM, title: "Expiring Job" }, "publish");
    await setJob(id, { applicationDeadline: new Date(Date.now() - 1000) });
    const rejected = await createJob(beta, { ...FORM, title: "Rejected Job" });
    await setJob(rejected.id, { status: "rejected", rejectionReason: "Please name the salary in euros." });
    const list = await outcome(() => listRoute.loader(routeArgs(get("/employer/jobs", beta))));
    const rows = (list.data as { jobs: { id: string; status: string; rejectionReason: string | null }[] }).jobs;
    expect(rows.find((r) => r.id === id)?.status).toBe("expired");
    expect(rows.find((r) => r.id === rejected.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "Please name the salary in euros.",
    });
    expect(rows.every((r) => r.id)).toBe(true);
    // Only the company's own jobs.
    const ids = new Set((await s.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, betaId))).map((r) => r.id));
    expect(rows.every((r) => ids.has(r.id))).toBe(true);
  });

  it("stores the salary so that search filters and sorts find the job", async () => {
    const { id } = await createJob(
      beta,
      { ...FORM, title: "Hourly Helper", salaryPeriod: "hour", salaryMin: "25", salaryMax: "30", city: "hamburg" },
      "publish",
    );
    expect(await jobRow(id)).toMatchObject({
      salary: "€25 - €30 per hour",
      salaryMin: 52_000,
      salaryMax: 62_400,
      citySlug: "hamburg",
    });
    const find = async (salary: [number, number]) =>
      (await searchJobs({ ...DEFAULT_FILTERS, search: "Hourly Helper", locations: ["hamburg"], salary }, { db: s.db })).jobs.map(
        (j) => j.id,
      );
    expect(await find([50_000, 60_000])).toEqual([id]);
    expect(await find([70_000, 90_000])).toEqual([]);
  });

  it("previews a hidden job to its company's members only; others get 404", async () => {
    const { id } = await createJob(alpha, { ...FORM, title: "Secret Draft" });
    const asAlpha = await outcome(() => jobRoute.loader(routeArgs(get(`/job/${id}`, alpha), { id })));
    expect(asAlpha.status).toBe(200);
    expect(asAlpha.data).toMatchObject({ preview: true, job: { title: "Secret Draft", status: "draft" } });
    const asRecruiter = await outcome(() => jobRoute.loader(routeArgs(get(`/job/${id}`, recruiter), { id })));
    expect(asRecruiter.data).toMatchObject({ preview: true });
    for (const other of [undefined, beta, seeker]) {
      expect((await outcome(() => jobRoute.loader(routeArgs(get(`/job/${id}`, other), { id })))).status).toBe(404);
    }
    const meta = jobRoute.meta({
      loaderData: asAlpha.data,
      params: { id },
      location: { pathname: `/job/${id}` },
      matches: [],
    } as never);
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(JSON.stringify(meta)).not.toContain("JobPosting");
  });

  it("counts a page view per GET of an open job, not for bots or previews", async () => {
    const { id } = await createJob(beta, FORM, "publish");
    const views = async (jobId: string) =>
      (await s.db.select({ views: jobViews.views, day: jobViews.day }).from(jobViews).where(eq(jobViews.jobId, jobId)))[0];
    await jobRoute.loader(routeArgs(get(`/job/${id}`), { id }));
    await jobRoute.loader(routeArgs(get(`/job/${id}`, seeker), { id }));
    await jobRoute.loader(
      routeArgs(get(`/job/${id}`, undefined, { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }), { id }),
    );
    expect(await views(id)).toEqual({ views: 2, day: new Date().toISOString().slice(0, 10) });
    const draft = await createJob(alpha);
    await jobRoute.loader(routeArgs(get(`/job/${draft.id}`, alpha), { id: draft.id }));
    expect(await views(draft.id)).toBeUndefined();
    const list = await outcome(() => listRoute.loader(routeArgs(get("/employer/jobs", beta))));
    expect((list.data as { jobs: { id: string; views: number }[] }).jobs.find((j) => j.id === id)?.views).toBe(2);
  });
});
