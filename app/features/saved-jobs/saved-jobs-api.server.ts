import { jobIdFrom } from "#app/lib/job-id.ts";
import { getUser, readSignedInForm } from "#app/features/auth/public.server.ts";
import { listSavedJobIds, MERGE_LIMIT, mergeSavedJobs, setJobSaved } from "./saved-jobs.server.ts";

/** The answers of /api/saved-jobs (read by use-saved-jobs.ts). */
export type SavedJobsResponse =
  | { jobIds: string[] }
  | { jobId: string; saved: boolean }
  | { error: "Authentication Required" }
  | { code: "INVALID" | "FAILED" };

function json(body: SavedJobsResponse, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

/** The job ids of a merge request: a JSON array; anything that is not a plausible id is dropped. */
export function parseJobIds(value: unknown): string[] | null {
  if (typeof value !== "string" || value.length > 64 * 1024) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed
    .map(jobIdFrom)
    .filter((id): id is string => id !== null)
    .slice(0, MERGE_LIMIT);
}

/** GET /api/saved-jobs: the signed-in account's saved job ids ([] when signed out). */
export async function savedJobsRequest(request: Request): Promise<Response> {
  try {
    const user = await getUser(request);
    return json({ jobIds: user ? await listSavedJobIds(user.id) : [] });
  } catch (error) {
    console.error("[saved-jobs] list failed:", error);
    return json({ code: "FAILED" }, 503);
  }
}

/**
 * POST /api/saved-jobs: { jobId, saved: "true" | "false" } saves or removes one job; { intent: "merge",
 * jobIds: JSON array } adds the browser's list and answers the union. The account is the session's only.
 */
export async function saveJobRequest(request: Request): Promise<Response> {
  try {
    const signedIn = await readSignedInForm(request, json);
    if (signedIn instanceof Response) return signedIn;
    const { user, form } = signedIn;
    if (form.get("intent") === "merge") {
      const jobIds = parseJobIds(form.get("jobIds"));
      if (!jobIds) return json({ code: "INVALID" }, 400);
      return json({ jobIds: await mergeSavedJobs(user.id, jobIds) });
    }
    const jobId = jobIdFrom(form.get("jobId"));
    const saved = form.get("saved");
    if (!jobId || (saved !== "true" && saved !== "false")) return json({ code: "INVALID" }, 400);
    return json({ jobId, saved: await setJobSaved(user.id, jobId, saved === "true") });
  } catch (error) {
    console.error("[saved-jobs] update failed:", error);
    return json({ code: "FAILED" }, 503);
  }
}
