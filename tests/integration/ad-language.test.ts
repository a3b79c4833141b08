/**
 * Ads say their language (issue 27, item 6), reader side, and the job seeker's pages in German: the sample jobs get
 * their language from their texts, `lang=en` keeps to English ads, JobPosting data carries the ad's language, and the
 * texts the server gives /de/jobs, /de/job/:id and the report form are German.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleJobs } from "#content/jobs/index.ts";
import { detectAdLanguage } from "#app/features/jobs/ad-language.ts";
import { parseFilters } from "#app/features/jobs/filters.ts";
import { jobsFoundText } from "#app/features/jobs/job-count.ts";
import { jobRowFromSeed } from "#app/features/jobs/job-row.ts";
import { getJob, searchJobs } from "#app/features/jobs/jobs.server.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { jobPostingJsonLd } from "#app/features/jobs/structured-data.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { readFlash } from "#app/lib/flash.server.ts";
import { loader as jobsLoader } from "#app/routes/jobs/jobs.server.ts";
import * as reportRoute from "#app/routes/jobs/job.report.tsx";
import { jobs, organization } from "#db/schema.ts";
import { pageRequest, routeArgs } from "../support/accounts.ts";
import { settle } from "../support/route-outcome.ts";
import { createTestServices, TEST_ORIGIN } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;

const GERMAN_AD = {
  ...sampleJobs[0]!,
  id: "lang-de-1",
  title: "Lagerhelfer (m/w/d)",
  description:
    "Wir suchen für unser Lager in Hamburg eine zuverlässige Verstärkung. Sie kommissionieren Waren und bereiten die Lieferungen für unsere Kunden vor.",
  requirements: ["Erfahrung im Lager ist von Vorteil", "Deutsch auf dem Niveau A2"],
  benefits: ["Unbefristeter Vertrag", "Hilfe bei der Wohnungssuche"],
};

describe("ads in their language, and the job search in German", () => {
  let s: TestServices;
  const search = (qs: string) => searchJobs(parseFilters(new URLSearchParams(qs)), { db: s.db });
  /** Every job a search finds, page by page. */
  const allOf = async (qs: string) => {
    const first = await search(qs);
    const found = [...first.jobs];
    for (let p = 2; p <= first.totalPages; p++) found.push(...(await search(`${qs}&page=${p}`)).jobs);
    return { total: first.total, jobs: found };
  };

  beforeAll(async () => {
    s = await createTestServices();
    const now = new Date();
    await seedSampleData(s.db, { now });
    const [company] = await s.db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.name, GERMAN_AD.company));
    // A German ad stored as the seed stores its jobs: its language detected from its texts.
    await s.db.insert(jobs).values({ ...jobRowFromSeed(GERMAN_AD, company!.id, now), postedAt: now, publishedAt: now });
  });
  afterAll(() => s.close());

  it("stores each sample job with the language detected from its texts", async () => {
    const rows = await s.db.select({ id: jobs.id, adLanguage: jobs.adLanguage }).from(jobs);
    const stored = new Map(rows.map((r) => [r.id, r.adLanguage]));
    for (const job of [...sampleJobs, GERMAN_AD]) {
      const texts = [job.title, job.description, ...job.requirements, ...job.benefits].join("\n");
      expect(stored.get(job.id), job.id).toBe(detectAdLanguage(texts));
    }
    expect(stored.get(GERMAN_AD.id)).toBe("de");
  });

  it("keeps to ads in English with lang=en, and lists every ad without it", async () => {
    const every = await allOf("");
    const english = await allOf("lang=en");
    expect(every.jobs.map((j) => j.id)).toContain(GERMAN_AD.id);
    expect(english.total).toBe(every.total - 1);
    expect(english.jobs).toHaveLength(english.total);
    expect(english.jobs.every((j) => j.adLanguage === "en")).toBe(true);
    expect(english.jobs.map((j) => j.id)).not.toContain(GERMAN_AD.id);
    // With the other filters: a keyword finds the German ad (and English warehouse ads); with lang=en only the latter.
    const keyword = await search("search=Lagerhelfer");
    expect(keyword.jobs.map((j) => j.id)).toContain(GERMAN_AD.id);
    const keywordInEnglish = await search("search=Lagerhelfer&lang=en");
    expect(keywordInEnglish.total).toBe(keyword.total - 1);
    expect(keywordInEnglish.jobs.map((j) => j.id)).not.toContain(GERMAN_AD.id);
    const german = await allOf("lang=de");
    expect(german.jobs.map((j) => j.id)).toEqual([GERMAN_AD.id]);
  });

  it("gives JobPosting data the ad's language", async () => {
    const german = (await getJob(GERMAN_AD.id, s.db))!;
    expect(german.adLanguage).toBe("de");
    expect(jobPostingJsonLd(german, TEST_ORIGIN).inLanguage).toBe("de");
    const english = (await getJob(sampleJobs[1]!.id, s.db))!;
    expect(jobPostingJsonLd(english, TEST_ORIGIN).inLanguage).toBe("en");
    // The ad's language, not the page's.
    const onGermanPage = await withLocale("de", () => getJob(sampleJobs[1]!.id, s.db));
    expect(jobPostingJsonLd(onGermanPage!, TEST_ORIGIN).inLanguage).toBe("en");
  });

  it("/de/jobs: the loader keeps lang=en, and the results' texts are German", async () => {
    const res = (await withLocale("de", () =>
      jobsLoader(routeArgs(pageRequest("/de/jobs?lang=en&posted=month"))),
    )) as unknown as {
      data: { filters: { facts: { language: string | null } }; result: { total: number } };
    };
    expect(res.data.filters.facts.language).toBe("en");
    const total = res.data.result.total;
    expect(total).toBeGreaterThan(1);
    withLocale("de", () => {
      expect(jobsFoundText(total)).toBe(`${total} Stellen gefunden`);
      expect(jobsFoundText(1)).toBe("1 Stelle gefunden");
      expect(jobsFoundText(1000, true)).toBe("1.000+ Stellen gefunden");
    });
    expect(jobsFoundText(1000, true)).toBe("1,000+ jobs found");
  });

  it("/de/job/:id/report: German messages under the fields, and a German toast on the German job page", async () => {
    const id = sampleJobs[1]!.id;
    const report = (form: Record<string, string>) =>
      withLocale("de", () =>
        settle(() => reportRoute.action(routeArgs(pageRequest(`/de/job/${id}/report`, { form, ip: "198.51.100.7" }), { id }))),
      );
    const refused = await report({ details: "x" });
    expect(refused.status).toBe(400);
    expect((refused.body as { result: { error: Record<string, string[]> } }).result.error.reason).toEqual([
      "Bitte wählen Sie, was mit dieser Stelle nicht stimmt.",
    ]);
    const tooLong = await report({ reason: "other", details: "y".repeat(1001) });
    expect((tooLong.body as { result: { error: Record<string, string[]> } }).result.error.details).toEqual([
      "Die Details dürfen höchstens 1.000 Zeichen haben.",
    ]);
    const sent = await report({ reason: "asks_for_money" });
    expect(sent.status).toBe(302);
    expect(sent.response?.headers.get("Location")).toBe(`/de/job/${id}`);
    const cookie = sent
      .response!.headers.getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { toast } = await readFlash(new Request(TEST_ORIGIN, { headers: { cookie } }));
    expect(toast).toMatchObject({ title: "Vielen Dank für Ihre Meldung" });
  });
});
