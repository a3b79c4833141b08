import { eq, sql } from "drizzle-orm";
import { companies } from "#content/companies.ts";
import { sampleJobs } from "#content/jobs/index.ts";
import type { Db } from "#db/client.ts";
import { linkJobsToPlaces } from "#db/places.ts";
import { jobs, organization } from "#db/schema.ts";
import { saveSampleCompanyProfile } from "#app/features/auth/public.server.ts";
import { jobRowFromSeed } from "./job-row.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Any fixed number (another than the migrations' lock): serialises seeding across instances. */
const SEED_LOCK_ID = 7_250_432;

/**
 * Stores the sample companies as organizations with a verified profile, and returns their ids by name. A company
 * is found by its slug, or by its name when an older database made it from a job's employer name (migration
 * 0002); its texts and the verified flag are refreshed, a suspension by an administrator is kept.
 */
async function seedSampleCompanies(tx: Tx, now: Date): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const c of companies) {
    const find = async (where: ReturnType<typeof eq>) =>
      (await tx.select({ id: organization.id }).from(organization).where(where).limit(1))[0]?.id;
    let id = (await find(eq(organization.slug, c.id))) ?? (await find(eq(organization.name, c.name)));
    if (id) {
      await tx.update(organization).set({ name: c.name, slug: c.id }).where(eq(organization.id, id));
    } else {
      id = c.id;
      await tx.insert(organization).values({ id, name: c.name, slug: c.id, createdAt: now });
    }
    const profile = {
      logoKey: c.logo || null,
      industry: c.industry,
      headquarters: c.headquarters,
      website: c.website,
      about: c.about,
      verified: true,
    };
    await saveSampleCompanyProfile(tx, id, profile, now);
    ids.set(c.name, id);
  }
  return ids;
}

/**
 * Stores the built-in sample companies and jobs. Idempotent: an existing job gets its texts and facts refreshed
 * but keeps its posting date, status and deadline, so running the seed again changes nothing a user has seen.
 */
export async function seedSampleData(db: Db, opts: { onlyIfEmpty?: boolean; now?: Date } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    // Several instances starting together on one database seed one after the other (the lock ends with the
    // transaction): the later ones then find the jobs, instead of racing to insert the same companies.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (opts.onlyIfEmpty) {
      const [counted] = await tx.select({ count: sql<number>`count(*)::int` }).from(jobs);
      if ((counted?.count ?? 0) > 0) return 0;
    }
    const companyIds = await seedSampleCompanies(tx, now);
    const rows = sampleJobs.map((job) => {
      const companyId = companyIds.get(job.company);
      if (!companyId) throw new Error(`Sample job ${job.id}: no sample company named "${job.company}" in content/companies.ts`);
      return jobRowFromSeed(job, companyId, now);
    });
    await tx
      .insert(jobs)
      .values(rows)
      .onConflictDoUpdate({
        target: jobs.id,
        set: {
          title: sql`excluded.title`,
          companyId: sql`excluded.company_id`,
          location: sql`excluded.location`,
          citySlug: sql`excluded.city_slug`,
          salary: sql`excluded.salary`,
          salaryMin: sql`excluded.salary_min`,
          salaryMax: sql`excluded.salary_max`,
          salarySort: sql`excluded.salary_sort`,
          jobType: sql`excluded.job_type`,
          category: sql`excluded.category`,
          categorySlug: sql`excluded.category_slug`,
          occupation: sql`excluded.occupation`,
          experienceLevel: sql`excluded.experience_level`,
          description: sql`excluded.description`,
          requirements: sql`excluded.requirements`,
          benefits: sql`excluded.benefits`,
          isFeatured: sql`excluded.is_featured`,
          germanLevel: sql`excluded.german_level`,
          englishLevel: sql`excluded.english_level`,
          visaSponsorship: sql`excluded.visa_sponsorship`,
          relocationSupport: sql`excluded.relocation_support`,
          adLanguage: sql`excluded.ad_language`,
        },
      });
    // The sample jobs name their city as text (content/jobs): each gets its place in the gazetteer.
    await linkJobsToPlaces(tx);
    return rows.length;
  });
}
