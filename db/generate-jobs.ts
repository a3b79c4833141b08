import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/**
 * Adds `count` generated jobs ("gen-1", ...) copied from the sample jobs in one INSERT ... SELECT, so that search can be
 * measured at scale (docs/decisions/001-server-rendering-with-jobs-in-postgresql.md). Their keyword documents are written
 * here with the trigger off, because the trigger would stem every copied description again in two languages (minutes for
 * 100,000 jobs); the description's part is taken from the sample job (docs/decisions/027-keyword-search.md).
 */
export async function generateJobs(db: Db, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE jobs DISABLE TRIGGER jobs_search_vector`);
    await insertGenerated(tx, count);
    await tx.execute(sql`ALTER TABLE jobs ENABLE TRIGGER jobs_search_vector`);
  });
  await db.execute(sql`ANALYZE jobs`);
}

async function insertGenerated(db: Pick<Db, "execute">, count: number): Promise<void> {
  await db.execute(sql`
    WITH sample AS (
      SELECT row_number() OVER (ORDER BY id) AS n, * FROM jobs WHERE id NOT LIKE 'gen-%'
    ), total AS (SELECT count(*) AS c FROM sample)
    INSERT INTO jobs (id, title, company_id, company, location, city_slug, salary, salary_min, salary_max, salary_sort,
                      job_type, category, category_slug, occupation, experience_level, posted_at, description, requirements, benefits, is_featured,
                      status, published_at, application_deadline, german_level, english_level, visa_sponsorship, relocation_support,
                      ad_language, search_rank_vector, search_vector)
    SELECT 'gen-' || g,
           s.title || CASE WHEN g % 3 = 0 THEN ' (m/f/d)' ELSE '' END,
           c.company_id,
           c.company, -- replaced by the company's name (trigger jobs_company_name)
           l.location, l.city_slug,
           s.salary, s.salary_min, s.salary_max, s.salary_sort,
           -- The occupation goes with the title it was chosen for.
           t.job_type, k.category, k.category_slug, s.occupation, e.experience_level,
           now() - ((g % 150) || ' days')::interval - ((g % 24) || ' hours')::interval,
           s.description || ' Reference ' || md5(g::text) || '.',
           s.requirements, s.benefits, false,
           -- Published from the posting date with a deadline 90 days later: those older than 90 days are expired.
           'published',
           now() - ((g % 150) || ' days')::interval - ((g % 24) || ' hours')::interval,
           now() - ((g % 150) || ' days')::interval - ((g % 24) || ' hours')::interval + interval '90 days',
           e.german_level, k.english_level, t.visa_sponsorship, l.relocation_support,
           -- The title and description are the sample job's: so is their language.
           s.ad_language,
           r.rank_vector,
           r.rank_vector || ts_filter(s.search_vector, '{d}') || search_words('Reference ' || md5(g::text) || '.', 'D')
    FROM generate_series(1, ${count}) AS g
    CROSS JOIN total
    JOIN sample s ON s.n = 1 + (g % total.c)
    JOIN sample c ON c.n = 1 + ((g * 7) % total.c)
    JOIN sample l ON l.n = 1 + ((g * 11) % total.c)
    JOIN sample t ON t.n = 1 + ((g * 13) % total.c)
    JOIN sample k ON k.n = 1 + ((g * 17) % total.c)
    JOIN sample e ON e.n = 1 + ((g * 19) % total.c)
    CROSS JOIN LATERAL (
      -- Generated jobs have no skills.
      SELECT jobs_search_rank_document(s.title || CASE WHEN g % 3 = 0 THEN ' (m/f/d)' ELSE '' END, '[]'::jsonb,
                                       c.company, k.category, l.location) AS rank_vector
    ) AS r
    ON CONFLICT (id) DO NOTHING
  `);
}
