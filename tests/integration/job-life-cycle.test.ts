/** Companies and the job life cycle on PostgreSQL: the seed, and what the public side shows of each status. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "#content/companies.ts";
import { sampleJobs } from "#content/jobs/index.ts";
import { companyProfiles, jobs, organization } from "#db/schema.ts";
import { applyForJob } from "#app/features/applications/applications.server.ts";
import { listCompanies, loadCompany, topCompanies } from "#app/features/companies/companies.server.ts";
import { DEFAULT_FILTERS } from "#app/features/jobs/filters.ts";
import { categoryCounts, getJob, latestJobs, searchJobs, similarJobs } from "#app/features/jobs/jobs.server.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { loader as sitemapLoader } from "#app/routes/sitemap.ts";
import { createSignedInUser } from "../support/accounts.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
const DAY = 86_400_000;

describe("companies and the job life cycle", () => {
  let s: TestServices;
  const now = new Date();

  beforeAll(async () => {
    s = await createTestServices();
    await seedSampleData(s.db, { now });
  });
  afterAll(() => s.close());

  const allSearchIds = async () => {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const r = await searchJobs({ ...DEFAULT_FILTERS, page }, { db: s.db, now });
      ids.push(...r.jobs.map((j) => j.id));
      if (page >= r.totalPages) return ids;
    }
  };
  const setJob = (id: string, values: Partial<typeof jobs.$inferInsert>) => s.db.update(jobs).set(values).where(eq(jobs.id, id));
  const sitemap = async () => (await (sitemapLoader() as Promise<Response>)).text();

  describe("the seed", () => {
    it("stores the sample companies as verified organizations and links every sample job to its company", async () => {
      const orgs = await s.db
        .select({ id: organization.id, slug: organization.slug, name: organization.name, verified: companyProfiles.verified })
        .from(organization)
        .innerJoin(companyProfiles, eq(companyProfiles.organizationId, organization.id));
      expect(orgs).toHaveLength(companies.length);
      expect(orgs.every((o) => o.verified)).toBe(true);
      expect(orgs.map((o) => o.slug).sort()).toEqual(companies.map((c) => c.id).sort());
      const linked = await s.db
        .select({ id: jobs.id, company: jobs.company, orgName: organization.name, status: jobs.status })
        .from(jobs)
        .innerJoin(organization, eq(organization.id, jobs.companyId));
      expect(linked).toHaveLength(sampleJobs.length);
      for (const job of sampleJobs) {
        const row = linked.find((r) => r.id === job.id);
        expect(row, job.id).toMatchObject({ company: job.company, orgName: job.company, status: "published" });
      }
    });

    it("is idempotent and keeps what employers and administrators changed", async () => {
      await setJob("2", { status: "closed", closedAt: now });
      await s.db.update(companyProfiles).set({ suspended: true }).where(eq(companyProfiles.organizationId, "hafenliebe"));
      await seedSampleData(s.db, { now: new Date(now.getTime() + 5 * DAY) });
      const [counts] = await s.db
        .execute<{ orgs: number; jobs: number }>(
          sql`SELECT (SELECT count(*)::int FROM organization) AS orgs, (SELECT count(*)::int FROM jobs) AS jobs`,
        )
        .then((r) => r.rows);
      expect(counts).toEqual({ orgs: companies.length, jobs: sampleJobs.length });
      const [job] = await s.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, "2"));
      expect(job?.status).toBe("closed");
      const [profile] = await s.db.select().from(companyProfiles).where(eq(companyProfiles.organizationId, "hafenliebe"));
      expect(profile?.suspended).toBe(true);
      // Back as before for the other tests.
      await setJob("2", { status: "published", closedAt: null });
      await s.db.update(companyProfiles).set({ suspended: false }).where(eq(companyProfiles.organizationId, "hafenliebe"));
    });

    it("keeps the company name of jobs equal to the organization's, whatever renames it", async () => {
      await s.db.update(organization).set({ name: "Spreeforge Renamed GmbH" }).where(eq(organization.slug, "spreeforge"));
      const ids = (await searchJobs({ ...DEFAULT_FILTERS, search: "spreeforge renamed" }, { db: s.db, now })).jobs.map(
        (j) => j.id,
      );
      expect(ids).toEqual(
        expect.arrayContaining(sampleJobs.filter((j) => j.company === "Spreeforge Software GmbH").map((j) => j.id)),
      );
      // A job row cannot carry another name than its company's.
      await setJob("1", { company: "Somebody Else" });
      const [row] = await s.db.select({ company: jobs.company }).from(jobs).where(eq(jobs.id, "1"));
      expect(row?.company).toBe("Spreeforge Renamed GmbH");
      await seedSampleData(s.db, { now });
      const [back] = await s.db.select({ company: jobs.company }).from(jobs).where(eq(jobs.id, "1"));
      expect(back?.company).toBe("Spreeforge Software GmbH");
    });
  });

  describe("the public side", () => {
    // Sample jobs of one category, so that similar jobs can be checked: wh1..wh5.
    const [closed, draft, pending, rejected, expired] = ["wh1", "wh2", "wh3", "wh4", "wh5"];
    beforeAll(async () => {
      await setJob(closed!, { status: "closed", closedAt: now });
      await setJob(draft!, { status: "draft", publishedAt: null, applicationDeadline: null });
      await setJob(pending!, { status: "pending_review" });
      await setJob(rejected!, { status: "rejected", rejectionReason: "Salary missing" });
      await setJob(expired!, { applicationDeadline: new Date(now.getTime() - 1000) });
    });
    const hiddenIds = [closed, draft, pending, rejected, expired] as string[];

    it("lists only Published jobs before their deadline in search, home, similar jobs and counts", async () => {
      const ids = await allSearchIds();
      for (const id of hiddenIds) expect(ids).not.toContain(id);
      expect(ids).toContain("1");
      const latest = await latestJobs({ categories: ["warehouse"], limit: 50 }, s.db, now);
      expect(latest.map((j) => j.id).filter((id) => hiddenIds.includes(id))).toEqual([]);
      const similar = await similarJobs({ id: "td1", categorySlug: "warehouse" }, s.db, now);
      expect(similar.map((j) => j.id).filter((id) => hiddenIds.includes(id))).toEqual([]);
      const total = (await categoryCounts(s.db, now)).reduce((sum, c) => sum + c.count, 0);
      expect(total).toBe(ids.length);
    });

    it("keeps the page of a Closed or Expired job, with its status, and 404s drafts, pending and rejected jobs", async () => {
      expect(await getJob(closed!, s.db, now)).toMatchObject({ id: closed, status: "closed" });
      const exp = await getJob(expired!, s.db, now);
      expect(exp).toMatchObject({ id: expired, status: "expired" });
      expect(Date.parse(exp!.applicationDeadline!)).toBeLessThan(now.getTime());
      for (const id of [draft, pending, rejected]) expect(await getJob(id!, s.db, now), id).toBeNull();
      expect(await getJob("1", s.db, now)).toMatchObject({
        status: "published",
        companySlug: "spreeforge",
        companyVerified: true,
      });
    });

    it("leaves closed and expired jobs out of the sitemap, and lists open jobs and company pages", async () => {
      const xml = await sitemap();
      for (const id of hiddenIds) expect(xml).not.toContain(`/job/${id}<`);
      expect(xml).toContain("/job/1<");
      expect(xml).toContain("/company/nordwind-logistik<");
    });

    it("refuses an application for a closed or expired job, and knows no draft", async () => {
      const user = await createSignedInUser(s);
      expect(await applyForJob(user.id, closed!)).toEqual({ ok: false, code: "CLOSED" });
      expect(await applyForJob(user.id, expired!)).toEqual({ ok: false, code: "CLOSED" });
      expect(await applyForJob(user.id, draft!)).toEqual({ ok: false, code: "NOT_FOUND" });
      expect((await applyForJob(user.id, "1")).ok).toBe(true);
    });
  });

  describe("company pages", () => {
    it("answers the slug, redirects an id or a name, and counts only open jobs", async () => {
      const page = await loadCompany("nordwind-logistik", s.db);
      expect(page?.company).toMatchObject({ name: "Nordwind Logistik GmbH", verified: true, headquarters: "Hamburg" });
      expect(page?.jobs?.every((j) => j.companySlug === "nordwind-logistik")).toBe(true);
      expect(await loadCompany("NORDWIND LOGISTIK GMBH", s.db)).toEqual({ redirectTo: "/company/nordwind-logistik" });
      const [org] = await s.db
        .insert(organization)
        .values({ id: "org-x1", name: "Neue Firma GmbH", slug: "neue-firma" })
        .returning();
      await s.db.insert(companyProfiles).values({ organizationId: org!.id });
      expect(await loadCompany("org-x1", s.db)).toEqual({ redirectTo: "/company/neue-firma" });
      expect(await loadCompany("no-such-company", s.db)).toBeNull();
      // An unverified company without open jobs is not listed.
      expect((await listCompanies(s.db)).map((c) => c.slug)).not.toContain("neue-firma");
    });

    it("hides a suspended company and every job of it, closed ones included", async () => {
      const slug = "lindgruen-hotels";
      const [some] = await s.db
        .select({ id: jobs.id })
        .from(jobs)
        .innerJoin(organization, eq(organization.id, jobs.companyId))
        .where(eq(organization.slug, slug))
        .limit(1);
      await setJob(some!.id, { status: "closed", closedAt: now });
      await s.db.update(companyProfiles).set({ suspended: true }).where(eq(companyProfiles.organizationId, slug));
      expect(await loadCompany(slug, s.db)).toBeNull();
      expect(await getJob(some!.id, s.db, now)).toBeNull();
      expect((await listCompanies(s.db)).map((c) => c.slug)).not.toContain(slug);
      expect((await topCompanies(s.db)).map((c) => c.slug)).not.toContain(slug);
      expect(await sitemap()).not.toContain(`/company/${slug}<`);
    });
  });
});
