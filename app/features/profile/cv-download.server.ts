import { eq } from "drizzle-orm";
import { data } from "react-router";
import { candidateProfiles, jobApplications, jobs } from "#db/schema.ts";
import { getUser } from "#app/features/auth/public.server.ts";
import { isMemberOf } from "#app/features/auth/public.server.ts";
import { serialIdFrom } from "#app/lib/ids.ts";
import { db, services } from "#app/lib/services.server.ts";
import { downloadResponse } from "#app/lib/uploads/download.server.ts";

/**
 * CV downloads. Whoever may not have the file gets the same 404 as for a file that does not exist (signed out
 * included): the answer never tells whether a CV is there. The file is always an attachment, never shown as a
 * page (downloadResponse: nosniff, private, no-store, a sandboxing CSP).
 */
const notFound = () => data(null, { status: 404 });

async function download(key: string, fileName: string): Promise<Response> {
  const file = await services().storage.get(key);
  if (!file) throw notFound();
  return downloadResponse(file, fileName);
}

/** /profile/cv: the signed-in candidate's own CV. */
export async function profileCvResponse(request: Request): Promise<Response> {
  const user = await getUser(request);
  if (!user) throw notFound();
  const [row] = await db()
    .select({ key: candidateProfiles.cvKey, fileName: candidateProfiles.cvFileName })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, user.id))
    .limit(1);
  if (!row?.key) throw notFound();
  return download(row.key, row.fileName ?? "CV");
}

/**
 * /employer/applications/{id}/cv: the CV sent with one application (its own copy in storage), for the members
 * of the company whose job it was sent to, and nobody else.
 */
export async function applicationCvResponse(request: Request, applicationId: string | undefined): Promise<Response> {
  const user = await getUser(request);
  // Beyond an integer column's range (2^31 - 1) PostgreSQL would answer with an error: not an id (lib/ids.ts).
  const id = serialIdFrom(applicationId);
  if (!user || id === null) throw notFound();
  const [row] = await db()
    .select({ key: jobApplications.cvKey, fileName: jobApplications.cvFileName, companyId: jobs.companyId })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, id))
    .limit(1);
  if (!row?.key || !(await isMemberOf(user.id, row.companyId))) throw notFound();
  return download(row.key, row.fileName ?? "CV");
}
