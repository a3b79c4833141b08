import fs from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * A connection to the e2e server's embedded PostgreSQL (its data directory holds the password and the
 * postmaster's port), for arranging what the browser tests need but do not test themselves.
 */
export async function withE2eDatabase<T>(dataDir: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const password = fs.readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  // postmaster.pid: pid, data directory, start time, port, ...
  const port = Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[3]);
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A published job, open for 30 days, of the company the employer `email` belongs to (copied from sample job 1). */
export async function publishJobFor(dataDir: string, email: string, job: { id: string; title: string }): Promise<void> {
  await withE2eDatabase(dataDir, async (client) => {
    const { rows } = await client.query<{ organization_id: string }>(
      `SELECT m.organization_id FROM member m JOIN "user" u ON u.id = m.user_id WHERE u.email = $1 LIMIT 1`,
      [email],
    );
    const companyId = rows[0]?.organization_id;
    if (!companyId) throw new Error(`${email} belongs to no company`);
    await client.query(
      `INSERT INTO jobs (id, title, company_id, company, location, city_slug, salary, job_type, category, category_slug,
         experience_level, posted_at, description, requirements, benefits, status, published_at, application_deadline)
       SELECT $1, $2, $3, '', location, city_slug, salary, job_type, category, category_slug, experience_level, now(),
         description, requirements, benefits, 'published', now(), now() + interval '30 days'
       FROM jobs WHERE id = '1'`,
      [job.id, job.title, companyId],
    );
  });
}
