/**
 * Occupations (ISCO-08, issue 28) through the real routes and database: the employer's form saves the code and refuses
 * a missing or unknown one with its message; a search for an occupation's title finds its jobs; JobPosting carries
 * occupationalCategory; the Blue Card badge and filter follow the occupation.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "#db/schema.ts";
import { DEFAULT_FILTERS } from "#app/features/jobs/filters.ts";
import { jobBlueCard } from "#app/features/jobs/job-fact-badges.tsx";
import { meetsBlueCard } from "#app/features/jobs/job-facts.ts";
import { searchJobs } from "#app/features/jobs/jobs.server.ts";
import { jobFormMessages } from "#app/features/job-posting/job-form.ts";
import * as editRoute from "#app/routes/employer/jobs.edit.tsx";
import * as newRoute from "#app/routes/employer/jobs.new.tsx";
import * as jobRoute from "#app/routes/jobs/job.tsx";
import { routeArgs } from "../support/accounts.ts";
import { createJobAs, FORM, get, jobRowOf, post, setUpJobCompanies, type JobCompanies } from "../support/employer-jobs.ts";
import { outcome } from "../support/route-outcome.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

describe("occupations", () => {
  let s: TestServices;
  let c: JobCompanies;

  beforeAll(async () => {
    s = await createTestServices();
    c = await setUpJobCompanies(s);
  });
  afterAll(() => s.close());

  const search = async (keyword: string, more: Partial<typeof DEFAULT_FILTERS> = {}) =>
    (await searchJobs({ ...DEFAULT_FILTERS, search: keyword, ...more }, { db: s.db })).jobs.map((j) => j.id);

  it("saves the occupation the employer chose, and shows it back in the edit form", async () => {
    const { res, id } = await createJobAs(s, c.alpha, { ...FORM, occupation: "5322" });
    expect(res.status).toBe(302);
    expect((await jobRowOf(s, id))?.occupation).toBe("5322");
    const form = await outcome(() => editRoute.loader(routeArgs(get(`/employer/jobs/${id}/edit`, c.alpha), { id })));
    expect((form.data as { defaults: Record<string, string> }).defaults.occupation).toBe("5322");

    // Changing it is saved too.
    const edited = await outcome(() =>
      editRoute.action(
        routeArgs(post(`/employer/jobs/${id}/edit`, { ...FORM, occupation: "5321", intent: "draft" }, c.alpha), { id }),
      ),
    );
    expect(edited.status).toBe(302);
    expect((await jobRowOf(s, id))?.occupation).toBe("5321");
  });

  it.each([
    ["missing", "", jobFormMessages.occupation],
    ["not a unit group", "2220", jobFormMessages.unknownOccupation],
    ["not a code", "Nurse'; DROP TABLE jobs;--", jobFormMessages.unknownOccupation],
  ])("refuses an occupation that is %s with 400 and its message, storing nothing", async (_, occupation, message) => {
    const title = `Occupation check ${occupation.length}`;
    const res = await outcome(() =>
      newRoute.action(routeArgs(post("/employer/jobs/new", { ...FORM, title, occupation, intent: "publish" }, c.beta))),
    );
    expect(res.status).toBe(400);
    const errors = (res.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors).toEqual({ occupation: [message()] });
    expect(await s.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, title))).toEqual([]);
  });

  it("keeps an old job without an occupation valid until it is edited, then asks for one", async () => {
    const { id } = await createJobAs(s, c.beta, { ...FORM, title: "Old Care Job" }, "publish");
    await s.db.update(jobs).set({ occupation: null }).where(eq(jobs.id, id));
    const page = await outcome(() => jobRoute.loader(routeArgs(get(`/job/${id}`), { id })));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ job: { id, occupation: null } });
    const form = await outcome(() => editRoute.loader(routeArgs(get(`/employer/jobs/${id}/edit`, c.beta), { id })));
    expect((form.data as { defaults: Record<string, string> }).defaults.occupation).toBe("");
    const { occupation: _, ...withoutOccupation } = FORM;
    const saved = await outcome(() =>
      editRoute.action(routeArgs(post(`/employer/jobs/${id}/edit`, { ...withoutOccupation, intent: "save" }, c.beta), { id })),
    );
    expect(saved.status).toBe(400);
    expect((saved.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({
      occupation: [jobFormMessages.occupation()],
    });
  });

  it("finds a job by its occupation's title in English or German, even when its text lacks the words", async () => {
    const { id } = await createJobAs(
      s,
      c.beta,
      {
        ...FORM,
        title: "Site helper for new homes",
        occupation: "7112",
        description: "You build the walls of family houses with our team near Berlin.\n\nTraining on the job.",
        requirements: "Some building experience",
        skills: "",
      },
      "publish",
    );
    const other = await createJobAs(s, c.beta, { ...FORM, title: "Site helper for roads", occupation: "9312" }, "publish");
    for (const keyword of ["Maurer", "Maurerin", "bricklayers", "Bricklayers and related workers", "7112"]) {
      const found = await search(keyword);
      expect(found, keyword).toContain(id);
      expect(found, keyword).not.toContain(other.id);
    }
    // The words alone find nothing else: the job's text has none of them.
    expect(await search("Maurer", { locations: ["hamburg"] })).toEqual([]);
  });

  it("publishes the occupation as JobPosting occupationalCategory", async () => {
    const { id } = await createJobAs(s, c.beta, { ...FORM, title: "Registered Nurse", occupation: "2221" }, "publish");
    const page = await outcome(() => jobRoute.loader(routeArgs(get(`/job/${id}`), { id })));
    const meta = jobRoute.meta({
      loaderData: page.data,
      params: { id },
      location: { pathname: `/job/${id}` },
      matches: [],
    } as never);
    const posting = (meta as { "script:ld+json"?: { "@type": string; occupationalCategory?: string } }[])
      .map((m) => m["script:ld+json"])
      .find((ld) => ld?.["@type"] === "JobPosting");
    expect(posting?.occupationalCategory).toBe("2221 Nursing professionals");
  });

  it("decides the Blue Card badge and filter by the occupation, not the category", async () => {
    // €48,000 a year: above the lower threshold (€45,934.20), below the general one (€50,700).
    const pay = { salaryPeriod: "year", salaryMin: "48000", salaryMax: "" };
    const developer = await createJobAs(
      s,
      c.beta,
      { ...FORM, ...pay, title: "Developer in Sales", category: "sales", occupation: "2512" },
      "publish",
    );
    const support = await createJobAs(
      s,
      c.beta,
      { ...FORM, ...pay, title: "IT Helpdesk", category: "it", occupation: "3512" },
      "publish",
    );
    const badge = async (id: string) => {
      const page = await outcome(() => jobRoute.loader(routeArgs(get(`/job/${id}`), { id })));
      return meetsBlueCard(jobBlueCard((page.data as { job: Parameters<typeof jobBlueCard>[0] }).job));
    };
    expect(await badge(developer.id)).toBe(true);
    expect(await badge(support.id)).toBe(false);
    const filters = { ...DEFAULT_FILTERS, facts: { ...DEFAULT_FILTERS.facts, blueCard: true } };
    const withBlueCard = (await searchJobs(filters, { db: s.db })).jobs.map((j) => j.id);
    expect(withBlueCard).toContain(developer.id);
    expect(withBlueCard).not.toContain(support.id);
  });
});
