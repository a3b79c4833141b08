import { and, desc, eq } from "drizzle-orm";
import { isPgError, PG_UNIQUE_VIOLATION } from "#db/client.ts";
import { applicationStatusHistory, jobApplications, jobs } from "#db/schema.ts";
import { getUser } from "#app/features/auth/public.server.ts";
import { getJob, isOpen } from "#app/features/jobs/public.server.ts";
import { db } from "#app/lib/services.server.ts";
import { historiesOf, type HistoryEntry } from "./pipeline.server.ts";

const PG_FOREIGN_KEY_VIOLATION = "23503";

export type ApplyResult =
  | { ok: true; id: number; job: { title: string; company: string } }
  | { ok: false; code: "NOT_FOUND" }
  | { ok: false; code: "CLOSED" }
  | { ok: false; code: "ALREADY_APPLIED" };

/** What the apply sheet sends with an application: the cover note and the stored copy of the chosen CV. */
export interface ApplicationContent {
  coverNote?: string | null;
  /** A copy made for this application (decision 020), never the profile's own key. */
  cv?: { key: string; fileName: string } | null;
}

/** The answer to an application for a Closed or Expired job (the words of its page's notice). */
export const JOB_CLOSED_MESSAGE = "This job is no longer accepting applications";

/** The note stored with an application: `Applied for {title} at {company}`. */
export function applicationNotes(job: { title: string; company: string }): string {
  return `Applied for ${job.title} at ${job.company}`;
}

/**
 * Applies `userId` (always taken from the session by the caller) for a job. The unique index on
 * (user_id, job_id) makes a second application, even a concurrent one, an ALREADY_APPLIED answer.
 * Other database errors are thrown.
 */
export async function applyForJob(userId: string, jobId: string, sent: ApplicationContent = {}): Promise<ApplyResult> {
  // Only an open job takes applications: drafts and the like are unknown, Closed and Expired jobs refuse.
  const found = await getJob(jobId, db());
  if (!found) return { ok: false, code: "NOT_FOUND" };
  if (!isOpen(found)) return { ok: false, code: "CLOSED" };
  const job = { title: found.title, company: found.company };
  try {
    // The application and the first line of its history, together or not at all.
    const id = await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(jobApplications)
        .values({
          userId,
          jobId,
          status: "submitted",
          notes: applicationNotes(job),
          coverNote: sent.coverNote ?? null,
          cvKey: sent.cv?.key ?? null,
          cvFileName: sent.cv?.fileName ?? null,
        })
        .returning({ id: jobApplications.id });
      if (!row) throw new Error(`Storing the application of user ${userId} for job ${jobId} returned no row`);
      await tx.insert(applicationStatusHistory).values({ applicationId: row.id, status: "submitted", changedBy: userId });
      return row.id;
    });
    return { ok: true, id, job };
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) return { ok: false, code: "ALREADY_APPLIED" };
    // The job was removed between the look-up and the insert.
    if (isPgError(error, PG_FOREIGN_KEY_VIOLATION)) return { ok: false, code: "NOT_FOUND" };
    throw error;
  }
}

export async function hasApplied(userId: string, jobId: string): Promise<boolean> {
  const rows = await db()
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), eq(jobApplications.jobId, jobId)))
    .limit(1);
  return rows.length > 0;
}

export interface ApplicationListItem {
  id: number;
  jobId: string;
  title: string;
  company: string;
  location: string;
  status: string;
  /** ISO date-time of the application. */
  appliedAt: string;
  /** Every status it has had, oldest first, with the employer's messages (never the employer's private note). */
  history: HistoryEntry[];
}

/** The user's applications with their jobs, newest first (only the given user's rows). */
export async function listApplications(userId: string): Promise<ApplicationListItem[]> {
  const rows = await db()
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
      status: jobApplications.status,
      createdAt: jobApplications.createdAt,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.userId, userId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  const histories = await historiesOf(rows.map((r) => ({ id: r.id, userId })));
  return rows.map(({ createdAt, ...row }) => ({
    ...row,
    appliedAt: createdAt.toISOString(),
    history: histories.get(row.id) ?? [],
  }));
}

/**
 * For a job page's loader: whether the signed-in user has applied (false when signed out), so that the
 * server-rendered page already shows the right button. Undefined when it could not be read; the
 * apply panel then offers Apply, and the apply sheet and page read it again.
 */
export async function applicationState(request: Request, jobId: string): Promise<boolean | undefined> {
  try {
    const user = await getUser(request);
    return user ? await hasApplied(user.id, jobId) : false;
  } catch (error) {
    console.error("[applications] could not read the application state:", error);
    return undefined;
  }
}
