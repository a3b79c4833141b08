import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { companyProfiles, jobs, savedJobs } from "#db/schema.ts";
import { db } from "#app/lib/services.server.ts";

/** The most job ids one merge request may carry (a browser list is far shorter). */
export const MERGE_LIMIT = 500;

/**
 * The jobs whose page is public (publicVisibility in jobs/lifecycle.ts is not "hidden"): published, or closed or
 * expired (still shown), of a company that is not suspended. Only these can be saved, and only these are shown
 * from a saved list: a job hidden later (back to review, unpublished, its company suspended) stays saved but is
 * left out until it is public again, so its title never shows while it is hidden.
 */
export function publicJob(): SQL {
  return and(
    inArray(jobs.status, ["published", "closed"]),
    sql`NOT EXISTS (SELECT 1 FROM ${companyProfiles} WHERE ${companyProfiles.organizationId} = ${jobs.companyId} AND ${companyProfiles.suspended})`,
  )!;
}

/** The account's saved jobs that are public now, newest first (the header's count and the Save buttons). */
export async function listSavedJobIds(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(eq(savedJobs.userId, userId), publicJob()))
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

/** The account's saved jobs that are public now, with their titles, newest first. */
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
    .where(and(eq(savedJobs.userId, userId), publicJob()))
    .orderBy(desc(savedJobs.createdAt), savedJobs.jobId);
  return rows.map(({ createdAt, ...row }) => ({ ...row, savedAt: createdAt.toISOString() }));
}

/**
 * The account's saved jobs for "Download my data", oldest first: every one the account holds, but the title and
 * company only of a job that is public now. A job hidden since (back to review, unpublished, its company
 * suspended) is listed by its id and the time it was saved; its current texts are not public.
 */
export async function savedJobsForExport(userId: string) {
  const rows = await db()
    .select({
      jobId: savedJobs.jobId,
      jobTitle: jobs.title,
      company: jobs.company,
      isPublic: sql<boolean>`${publicJob()}`,
      savedAt: savedJobs.createdAt,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(savedJobs.createdAt, savedJobs.jobId);
  return rows.map((r) => ({
    jobId: r.jobId,
    jobTitle: r.isPublic ? r.jobTitle : null,
    company: r.isPublic ? r.company : null,
    savedAt: r.savedAt.toISOString(),
  }));
}

/**
 * Stores the public ones of `jobIds` for the user; unknown ids, ids already saved and jobs the public cannot see
 * (drafts, jobs pending review, ...) are ignored, so a merge cannot put a hidden job's title on /saved.
 */
async function savePublicJobs(userId: string, jobIds: readonly string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await db().execute(
    sql`INSERT INTO ${savedJobs} (user_id, job_id) SELECT ${userId}, ${jobs.id} FROM ${jobs} WHERE ${and(inArray(jobs.id, [...jobIds]), publicJob())} ON CONFLICT DO NOTHING`,
  );
}

/** Saves or removes one job for the user; answers whether it is saved now (false for a job that is not public). */
export async function setJobSaved(userId: string, jobId: string, saved: boolean): Promise<boolean> {
  if (!saved) {
    await db()
      .delete(savedJobs)
      .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
    return false;
  }
  await savePublicJobs(userId, [jobId]);
  const rows = await db()
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId), publicJob()));
  return rows.length > 0;
}

/**
 * Adds the browser's saved jobs to the account's and answers the union (the browser then stores it). As with a
 * device list, ids of jobs that are not public are dropped silently: the merge answers the list, not errors.
 */
export async function mergeSavedJobs(userId: string, jobIds: readonly string[]): Promise<string[]> {
  await savePublicJobs(userId, [...new Set(jobIds)].slice(0, MERGE_LIMIT));
  return listSavedJobIds(userId);
}
