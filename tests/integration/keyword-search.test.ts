import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleJobs as allSampleJobs } from "#content/jobs/index.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { parseFilters } from "#app/features/jobs/filters.ts";
import { jobRowFromSeed } from "#app/features/jobs/job-row.ts";
import { searchJobs } from "#app/features/jobs/jobs.server.ts";
import { forgetVocabulary } from "#app/features/jobs/keyword-search.server.ts";
import { jobs, organization } from "#db/schema.ts";
import { createTestDatabase } from "../support/database.ts";

const NOW = new Date("2026-11-21T12:00:00Z");
const openSample = allSampleJobs.filter((j) => jobRowFromSeed(j, "", NOW).applicationDeadline > NOW);
const idsWhere = (match: (j: (typeof openSample)[number]) => boolean) => openSample.filter(match).map((j) => j.id);

describe("keyword search on PostgreSQL (full-text, English and German, synonyms)", () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  const search = (keyword: string, more = "") =>
    searchJobs(parseFilters(new URLSearchParams(`search=${encodeURIComponent(keyword)}${more}`)), { db: t.db, now: NOW });
  /** Every match's id, in the relevance order, over all pages. */
  const all = async (keyword: string, more = "") => {
    const first = await search(keyword, more);
    const ids = first.jobs.map((j) => j.id);
    for (let p = 2; p <= first.totalPages; p++) ids.push(...(await search(keyword, `${more}&page=${p}`)).jobs.map((j) => j.id));
    expect(ids).toHaveLength(first.total);
    return ids;
  };
  const sorted = (ids: string[]) => [...ids].sort();

  beforeAll(async () => {
    t = await createTestDatabase();
    await seedSampleData(t.db, { now: NOW });
  });
  afterAll(() => t.drop());

  it("matches several words across title and city in any order: nurse munich", async () => {
    const ids = await all("nurse munich");
    // The two nurse jobs in Munich by their titles first; then the doctor in Munich, whose only "nurse" is its
    // category's name (Nursing & Healthcare, weighted below titles and skills).
    expect(ids).toEqual(["13", "care4", "14"]);
    expect(sorted(await all("Munich Nurse"))).toEqual(sorted(ids));
    expect(sorted(await all("nurse jobs in Munich"))).toEqual(sorted(ids));
    // Each word must match: the nurses elsewhere are not nurse jobs in Munich.
    expect(ids).not.toContain("care2");
  });

  it("finds the nurse jobs in English and in German, singular, plural, with or without umlauts", async () => {
    const nurses = sorted(await all("nurse"));
    expect(nurses).toEqual(expect.arrayContaining(["13", "care2", "care4"]));
    for (const k of [
      "nurses",
      "Krankenschwester",
      "Pflegefachkraft",
      "Pflegekraft",
      "Pflegekräfte",
      "Pflegekrafte",
      "Pflegekraefte",
    ]) {
      expect(sorted(await all(k)), k).toEqual(nurses);
    }
    // No office, kitchen or warehouse job among them.
    for (const other of ["1", "fs1", "wh1"]) expect(nurses).not.toContain(other);
    // The one whose title says both "Nurse" and "Pflegefachkraft" comes first for the German word.
    expect((await search("Krankenschwester")).jobs[0]?.id).toBe("care2");
  });

  it("matches job titles across English and German through the synonym list", async () => {
    const drivers = await all("driver");
    expect(sorted(drivers.slice(0, 3))).toEqual(["td1", "td2", "td3"]);
    expect(sorted(await all("Fahrer"))).toEqual(sorted(drivers));
    expect(sorted(await all("Berufskraftfahrer"))).toEqual(sorted(drivers));

    const warehouse = await all("warehouse");
    expect(warehouse).toEqual(expect.arrayContaining(idsWhere((j) => /warehouse/i.test(j.title))));
    expect(sorted(await all("Lager"))).toEqual(sorted(warehouse));

    const cooks = await all("Koch");
    expect(sorted(cooks.slice(0, 2))).toEqual(["fs1", "fs4"]);
    expect(sorted(await all("cook"))).toEqual(sorted(cooks));

    expect(await all("Elektriker")).toEqual(["el1"]);
    expect(await all("electricians")).toEqual(["el1"]);
    expect((await all("Arzt"))[0]).toBe("14");
    expect(await all("Kellner")).toEqual(["fs3"]);
    expect((await all("Softwareentwickler"))[0]).toBe("1");
    expect(await all("software developer")).not.toContain("13");
  });

  it("knows a city's German name: München finds the Munich jobs", async () => {
    const munich = idsWhere((j) => j.location === "Munich");
    expect(munich.length).toBeGreaterThan(3);
    const ids = await all("München");
    expect(ids).toEqual(expect.arrayContaining(munich));
    expect(sorted(await all("munich"))).toEqual(sorted(ids));
    expect(sorted(await all("Muenchen"))).toEqual(sorted(ids));
  });

  it("finds the care jobs under the words people type: enrolled nurse, nursing aid, midwife, caregiver munich", async () => {
    const nurses = sorted(await all("nurse"));
    expect(sorted(await all("enrolled nurse"))).toEqual(nurses);
    expect(sorted(await all("midwife"))).toEqual(nurses);
    // The care assistant (Pflegehelfer/in) and the home care worker.
    for (const k of ["nursing aid", "Pflegeassistenz", "care worker"]) {
      expect(await all(k), k).toEqual(expect.arrayContaining(["care1", "care4"]));
    }
    // The home care worker is the caregiver job in Munich, first of the Munich jobs that mention care; München is the
    // same city.
    const caregivers = await all("caregiver munich");
    expect(caregivers[0]).toBe("care4");
    for (const id of caregivers) expect(openSample.find((j) => j.id === id)?.location).toBe("Munich");
    expect(await all("Caregiver München")).toEqual(caregivers);
  });

  describe("relaxed search: no job has every word", () => {
    it("shows the jobs for the most telling words and names the words left out, counted and paged as shown", async () => {
      // No nurse job in Hamburg: "nurse" says more about the job than the city, which many jobs share.
      const r = await search("nurse hamburg");
      expect(r.relaxed).toEqual({ keyword: "nurse", leftOut: ["hamburg"] });
      expect(await all("nurse hamburg")).toEqual(await all("nurse"));
      // A word found nowhere is left out first; the filters stay.
      const munich = await search("nurse glassblowing", "&location=munich");
      expect(munich.relaxed).toEqual({ keyword: "nurse", leftOut: ["glassblowing"] });
      expect(await all("nurse glassblowing", "&location=munich")).toEqual(await all("nurse", "&location=munich"));
      expect((await search("nurse glassblowing", "&location=munich&page=2")).page).toBe(1);
    });

    it("relaxes nothing when every word matches, for one word, or when no word finds anything", async () => {
      expect((await search("nurse munich")).relaxed).toBeUndefined();
      expect((await search("glassblowing")).relaxed).toBeUndefined();
      const none = await search("zzzz qqqq");
      expect(none).toMatchObject({ total: 0, jobs: [] });
      expect(none.relaxed).toBeUndefined();
    });
  });

  it("keeps the other filters: a keyword with a city filter", async () => {
    expect((await all("warehouse", "&location=hamburg"))[0]).toBe("wh1");
    for (const id of await all("warehouse", "&location=hamburg")) {
      expect(openSample.find((j) => j.id === id)?.location).toBe("Hamburg");
    }
  });

  it("treats SQL and HTML as words: they find nothing and harm nothing", async () => {
    for (const k of ["'; DROP TABLE jobs; --", "<script>alert(1)</script>", "nurse' OR '1'='1", "a & b | !c", "%", "_"]) {
      // No job has all of their words; a relaxed search may show the jobs for some of them, as plain words.
      const r = await search(k);
      if (r.relaxed) expect(r.relaxed.leftOut.length, k).toBeGreaterThan(0);
      else expect(r.total, k).toBe(0);
      expect(r.relaxed?.keyword ?? "", k).toMatch(/^[\p{L}\p{N} -]*$/u);
    }
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    expect(count?.n).toBe(allSampleJobs.length);
    expect((await search("")).total).toBe(openSample.length);
    expect((await search("   ")).total).toBe(openSample.length);
  });

  /** A job like the sample job mf1 (same company and city) with its own title, skills, description and age. */
  const add = (id: string, title: string, skills: string[], description: string, daysAgo: number) =>
    t.db.execute(sql`
      INSERT INTO jobs (id, title, company_id, company, location, city_slug, salary, job_type, category, category_slug,
                        experience_level, posted_at, description, requirements, benefits, skills, status,
                        published_at, application_deadline)
      SELECT ${id}, ${title}, company_id, company, location, city_slug, salary, job_type, category, category_slug,
             experience_level, ${new Date(NOW.getTime() - daysAgo * 86_400_000)}, ${description}, requirements,
             benefits, ${JSON.stringify(skills)}::jsonb, status, published_at, application_deadline
      FROM jobs WHERE id = 'mf1'`);

  describe("ranking", () => {
    beforeAll(async () => {
      // Three jobs with the same rare word: in the title (oldest), in the skills, in the description (newest).
      await add("rank-title", "Glassblower", [], "Shaping things in a workshop.", 20);
      await add("rank-skills", "Workshop Assistant", ["Glassblowing"], "Shaping things in a workshop.", 10);
      await add("rank-description", "Workshop Helper", [], "You help our glassblowers in the workshop.", 1);
      // A process keeps the known words for a while; these tests expect the new jobs' words at once.
      forgetVocabulary(t.db);
    });

    it("puts title matches above skills above description, whatever their age", async () => {
      expect(await all("glassblower")).toEqual(["rank-title", "rank-skills", "rank-description"]);
      // No job has both words: the jobs for the one found, in the same order.
      expect((await search("Glasbläser glassblowers")).relaxed).toEqual({ keyword: "glassblowers", leftOut: ["glasbläser"] });
      expect(await all("Glasbläser glassblowers")).toEqual(await all("glassblowers"));
    });

    it("orders equal matches by recency, and the other sorts stay as they are", async () => {
      const newest = await all("glassblower", "&sort=newest");
      expect(newest).toEqual(["rank-description", "rank-skills", "rank-title"]);
    });

    it("follows changes to a job and to its company's name", async () => {
      await t.db.update(jobs).set({ title: "Senior Glassblower" }).where(eq(jobs.id, "rank-description"));
      expect((await all("glassblower"))[0]).toBe("rank-description");
      const [mf1] = await t.db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, "mf1"));
      await t.db.update(organization).set({ name: "Zauberglas Werke GmbH" }).where(eq(organization.id, mf1!.companyId));
      expect(await all("zauberglas glassblower")).toHaveLength(3);
    });
  });

  describe("did you mean", () => {
    it("suggests the closest known words when a misspelling finds nothing", async () => {
      const r = await search("securty");
      expect(r.total).toBe(0);
      expect(r.suggestion).toBe("security");
      expect((await search("warehuose hamburg")).suggestion).toBe("warehouse hamburg");
      expect((await search("nurse munnich")).suggestion).toBe("nurse munich");
      expect((await search("Krankenschwster")).suggestion).toBe("krankenschwester");
    });

    it("corrects the one misspelled word of several, keeping the others and the filters", async () => {
      const r = await search("caregiver munnich");
      expect(r.suggestion).toBe("caregiver munich");
      // Meanwhile the jobs for the word that matched are shown.
      expect(r.relaxed).toEqual({ keyword: "caregiver", leftOut: ["munnich"] });
      // "intensive" (care units, in a Munich job's description) finds jobs on its own: it is not "corrected" to "intern".
      expect((await search("intensive munnich")).suggestion).toBe("intensive munich");
      expect((await search("enrolled nurce munich")).suggestion).toBe("enrolled nurse munich");
      expect((await search("nurce munich", "&type=full-time")).suggestion).toBe("nurse munich");
    });

    it("suggests nothing for gibberish, for a search with results, or when the correction finds nothing under the filters", async () => {
      expect((await search("zzzzzzzz")).suggestion).toBeUndefined();
      expect((await search("security")).suggestion).toBeUndefined();
      // The glassblower jobs of the ranking tests are in Stuttgart.
      expect((await search("glasblower", "&location=berlin")).suggestion).toBeUndefined();
      expect((await search("glasblower", "&location=stuttgart")).suggestion).toBe("glassblower");
      expect((await search("<script>alret</script>")).suggestion ?? "").not.toMatch(/[<>]/);
    });
  });

  describe("phrases", () => {
    beforeAll(async () => {
      await add("phrase-title", "Software Developer", [], "Building our booking system.", 30);
      await add("phrase-apart", "Developer Advocate", [], "Talks about our software at conferences.", 1);
      await add("phrase-skills", "Frontend Specialist", ["Web developer"], "Building our shop.", 2);
      await add("phrase-description", "Frontend Specialist", [], "As a web developer you build our shop.", 3);
      await add("phrase-not-next", "Frontend Specialist", [], "Our web shop needs a developer for its backend.", 4);
    });

    it("ranks the typed phrase in the title first, and finds a synonym's phrase only with its words next to each other", async () => {
      const ids = await all("software developer");
      expect(ids).toEqual(expect.arrayContaining(["phrase-title", "phrase-apart", "phrase-skills", "phrase-description"]));
      // Both words in the title beat one word in the title, however new.
      expect(ids.indexOf("phrase-title")).toBeLessThan(ids.indexOf("phrase-apart"));
      // "web developer" is one of its synonyms; "web ... developer" is not.
      expect(ids).not.toContain("phrase-not-next");
      expect(await all("web developer")).toEqual(expect.arrayContaining(["phrase-skills", "phrase-description"]));
      // Typed, the words may stand anywhere.
      expect(await all("developer web")).toContain("phrase-not-next");
    });
  });
});
