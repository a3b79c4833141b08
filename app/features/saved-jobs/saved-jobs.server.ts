import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { jobs, savedJobs } from "#db/schema.ts";
import { db } from "#app/lib/services.server.ts";

/** The most job ids one merge request may carry (a browser list is far shorter). */
export const MERGE_LIMIT = 500;

export async function listSavedJobIds(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt), savedJobs.jobId);
  return rows.map((r) => r.jobId);
}

export interface SavedJobListItem {
  jobId: string;
  title: string;
  company: string;
  location: string;
  /** ISO date-time. */
  savedAt: string;
}

/** The account's saved jobs with their titles, newest first. */
export async function listSavedJobs(userId: string): Promise<SavedJobListItem[]> {
  const rows = await db()
    .select({
      jobId: savedJobs.jobId,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
      createdAt: savedJobs.createdAt,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt), savedJobs.jobId);
  return rows.map(({ createdAt, ...row }) => ({ ...row, savedAt: createdAt.toISOString() }));
}

/** Stores the known ones of `jobIds` for the user (unknown ids and ids already saved are ignored). */
async function saveKnownJobs(userId: string, jobIds: readonly string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await db().execute(
    sql`INSERT INTO ${savedJobs} (user_id, job_id) SELECT ${userId}, ${jobs.id} FROM ${jobs} WHERE ${inArray(jobs.id, [...jobIds])} ON CONFLICT DO NOTHING`,
  );
}

/** Saves or removes one job for the user; answers whether it is saved now (false for an unknown job). */
export async function setJobSaved(userId: string, jobId: string, saved: boolean): Promise<boolean> {
  if (!saved) {
    await db()
      .delete(savedJobs)
      .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
    return false;
  }
  await saveKnownJobs(userId, [jobId]);
  const rows = await db()
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
  return rows.length > 0;
}

/** Adds the browser's saved jobs to the account's and answers the union (the browser then stores it). */
export async function mergeSavedJobs(userId: string, jobIds: readonly string[]): Promise<string[]> {
  await saveKnownJobs(userId, [...new Set(jobIds)].slice(0, MERGE_LIMIT));
  return listSavedJobIds(userId);
}
