import { sql } from "drizzle-orm";
import { sampleJobs } from "#content/jobs/index.ts";
import type { Db } from "#db/client.ts";
import { jobs } from "#db/schema.ts";
import { jobRowFromSeed } from "./job-row.ts";

/**
 * Stores the built-in sample jobs. Idempotent: an existing job gets its texts refreshed but keeps its
 * posting date, so running the seed again changes nothing a user has seen.
 */
export async function seedSampleData(db: Db, opts: { onlyIfEmpty?: boolean; now?: Date } = {}): Promise<number> {
  if (opts.onlyIfEmpty) {
    const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(jobs);
    if ((counted?.count ?? 0) > 0) return 0;
  }
  const now = opts.now ?? new Date();
  const rows = sampleJobs.map((job) => jobRowFromSeed(job, now));
  await db
    .insert(jobs)
    .values(rows)
    .onConflictDoUpdate({
      target: jobs.id,
      set: {
        title: sql`excluded.title`,
        company: sql`excluded.company`,
        companyLogo: sql`excluded.company_logo`,
        location: sql`excluded.location`,
        citySlug: sql`excluded.city_slug`,
        salary: sql`excluded.salary`,
        salaryMin: sql`excluded.salary_min`,
        salaryMax: sql`excluded.salary_max`,
        salarySort: sql`excluded.salary_sort`,
        jobType: sql`excluded.job_type`,
        category: sql`excluded.category`,
        categorySlug: sql`excluded.category_slug`,
        experienceLevel: sql`excluded.experience_level`,
        description: sql`excluded.description`,
        requirements: sql`excluded.requirements`,
        benefits: sql`excluded.benefits`,
        isFeatured: sql`excluded.is_featured`,
      },
    });
  return rows.length;
}
