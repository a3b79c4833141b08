import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";

/**
 * Publishes a new job as a copy of an existing one (its company, category, city, salary...) with its own id,
 * title and publication time: the "new matching job" of the alert tests.
 */
export async function publishCopy(db: Db, opts: { from: string; id: string; title: string; postedAt: Date }): Promise<void> {
  const posted = opts.postedAt.toISOString();
  await db.execute(sql`
    INSERT INTO jobs (id, title, company_id, company, location, city_slug, salary, salary_min, salary_max, salary_sort,
                      job_type, category, category_slug, experience_level, posted_at, description, requirements, benefits,
                      status, published_at, application_deadline, german_level, english_level, visa_sponsorship, relocation_support)
    SELECT ${opts.id}, ${opts.title}, company_id, company, location, city_slug, salary, salary_min, salary_max, salary_sort,
           job_type, category, category_slug, experience_level, ${posted}::timestamptz, description, requirements, benefits,
           'published', ${posted}::timestamptz, ${posted}::timestamptz + interval '60 days', german_level, english_level,
           visa_sponsorship, relocation_support
    FROM jobs WHERE id = ${opts.from}`);
}
