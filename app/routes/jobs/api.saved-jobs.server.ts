import type { Route } from "./+types/api.saved-jobs";
import { getUser } from "#app/features/auth/public.server.ts";
import {
  changeSaved,
  deviceSavesFrom,
  importDeviceSaves,
  listSavedJobIds,
  MERGE_LIMIT,
  mergeSavedJobs,
} from "#app/features/saved-jobs/public.server.ts";
import { jobIdFrom } from "#app/lib/job-id.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { isLocale } from "#app/lib/i18n/locale.ts";
import { readForm } from "#app/lib/request.server.ts";
import type { Toast } from "#app/lib/toast.ts";

/** The answers of /api/saved-jobs (read by use-saved-jobs.ts). */
export type SavedJobsResponse =
  | { jobIds: string[] }
  | { jobId: string; saved: boolean; count: number; toast: Toast }
  | { code: "INVALID" | "FAILED"; toast?: Toast };

function json(body: SavedJobsResponse, status = 200, setCookie?: string | null): Response {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return Response.json(body, { status, headers });
}

/** The job ids of a merge request: a JSON array; anything that is not a plausible id is dropped. */
function parseJobIds(value: unknown): string[] | null {
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

/** GET /api/saved-jobs: the saved job ids, the account's when signed in, else this device's. */
export async function loader({ request }: Pick<Route.LoaderArgs, "request">): Promise<Response> {
  try {
    const user = await getUser(request);
    return json({ jobIds: user ? await listSavedJobIds(user.id) : deviceSavesFrom(request.headers.get("Cookie")) });
  } catch (error) {
    console.error("[saved-jobs] list failed:", error);
    return json({ code: "FAILED" }, 503);
  }
}

/**
 * POST /api/saved-jobs, the Save buttons' request with JavaScript: { jobId, saved: "true" | "false" } saves
 * or removes one job (a visitor's in the device cookie, a signed-in user's in the account); { intent:
 * "merge", jobIds: JSON array } adds a browser's old local list and answers the union.
 */
export async function action({ request }: Pick<Route.ActionArgs, "request">): Promise<Response> {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, POST" } });
  // An unreadable body is the site's one 400 answer (docs/decisions/134-one-request-reader.md).
  const form = await readForm(request);
  // The toast is in the language of the page the button is on (the scripts send it; English otherwise).
  const locale = form.get("locale");
  return withLocale(isLocale(locale) ? locale : "en", () => saveOrMerge(request, form));
}

async function saveOrMerge(request: Request, form: FormData): Promise<Response> {
  try {
    const user = await getUser(request);
    if (form.get("intent") === "merge") {
      const jobIds = parseJobIds(form.get("jobIds"));
      if (!jobIds) return json({ code: "INVALID" }, 400);
      if (user) return json({ jobIds: await mergeSavedJobs(user.id, jobIds) });
      const { ids, setCookie } = await importDeviceSaves(request, jobIds);
      return json({ jobIds: ids }, 200, setCookie);
    }
    const change = await changeSaved(request, form, user);
    if (!change.ok) return json({ code: "INVALID", toast: change.toast }, 400);
    const { jobId, saved, count, toast, setCookie } = change;
    return json({ jobId, saved, count, toast }, 200, setCookie);
  } catch (error) {
    console.error("[saved-jobs] update failed:", error);
    return json({ code: "FAILED" }, 503);
  }
}
