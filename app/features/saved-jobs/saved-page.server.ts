import { m } from "#app/lib/i18n/i18n.ts";
import { and, inArray } from "drizzle-orm";
import { jobs } from "#db/schema.ts";
import type { SessionUser } from "#app/features/auth/public.server.ts";
import { jobIdFrom } from "#app/lib/job-id.ts";
import { db, services } from "#app/lib/services.server.ts";
import type { Toast } from "#app/lib/toast.ts";
import { deviceSavesCookie, deviceSavesFrom, withDeviceSave, withDeviceSaves } from "./device-saves.ts";
import { savedToasts } from "./saved-toasts.ts";
import { listSavedJobIds, listSavedJobs, mergeSavedJobs, publicJob, setJobSaved } from "./saved-jobs.server.ts";

const isSecure = () => services().config.publicUrl.startsWith("https://");

/** The saved jobs the header and the Save buttons show: the account's when signed in, else this device's. */
export interface SavedState {
  ids: string[];
  /** A header that clears the device list after it was merged into the account (sign-in). */
  setCookie: string | null;
}

/**
 * Saved jobs for the root loader. Signed in with a device list (saved before signing in): the device's
 * jobs are added to the account's (union) and the device list is cleared, so that the account's list is
 * the one shown from now on and nothing is left behind on a shared computer (decision 029).
 */
export async function savedState(request: Request, user: SessionUser | null): Promise<SavedState> {
  const device = deviceSavesFrom(request.headers.get("Cookie"));
  if (!user) return { ids: device, setCookie: null };
  if (device.length === 0) return { ids: await listSavedJobIds(user.id), setCookie: null };
  const ids = await mergeSavedJobs(user.id, device);
  return { ids, setCookie: deviceSavesCookie([], isSecure()) };
}

/**
 * The account's saved jobs for a page. On the first page after signing in the root loader merges the device's
 * list at the same time as the page's loader reads: merging here too (insert-or-ignore) keeps that page whole.
 */
export async function accountSavedJobs(request: Request, userId: string) {
  const device = deviceSavesFrom(request.headers.get("Cookie"));
  if (device.length > 0) await mergeSavedJobs(userId, device);
  return listSavedJobs(userId);
}

type JobLine = { title: string; company: string; location: string };

/** Public jobs (published, or closed/expired and still shown; not of a suspended company) by id. */
export async function publicJobsByIds(ids: readonly string[]): Promise<Map<string, JobLine>> {
  if (ids.length === 0) return new Map();
  const rows = await db()
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location })
    .from(jobs)
    .where(and(inArray(jobs.id, [...ids]), publicJob()));
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

export type SaveChange =
  | { ok: true; jobId: string; saved: boolean; count: number; toast: Toast; setCookie: string | null }
  | { ok: false; toast: Toast };

export const jobNotFoundToast = (): Toast => ({
  title: m.account_saved_not_found(),
  description: m.account_saved_not_found_text(),
  variant: "error",
});

/**
 * Saves or removes one job ({ jobId, saved: "true" | "false" }): a visitor's in the device cookie (the
 * answer carries the new Set-Cookie), a signed-in user's in the account. Only public jobs can be saved.
 */
export async function changeSaved(request: Request, form: FormData, user: SessionUser | null): Promise<SaveChange> {
  const jobId = jobIdFrom(form.get("jobId"));
  const wanted = form.get("saved");
  if (!jobId || (wanted !== "true" && wanted !== "false")) {
    return { ok: false, toast: { title: m.account_saved_invalid(), description: m.account_saved_try_again(), variant: "error" } };
  }
  const save = wanted === "true";
  const job = (await publicJobsByIds([jobId])).get(jobId);
  // Removing a job that has gone meanwhile still removes it.
  if (!job && save) return { ok: false, toast: jobNotFoundToast() };
  const title = job?.title ?? m.account_saved_the_job();
  const toast = save ? savedToasts.saved(title, user !== null) : savedToasts.removed(title);
  if (user) {
    await setJobSaved(user.id, jobId, save);
    return { ok: true, jobId, saved: save, count: (await listSavedJobIds(user.id)).length, toast, setCookie: null };
  }
  const ids = withDeviceSave(deviceSavesFrom(request.headers.get("Cookie")), jobId, save);
  return { ok: true, jobId, saved: save, count: ids.length, toast, setCookie: deviceSavesCookie(ids, isSecure()) };
}

/** A visitor's old browser list (ids) joins the device cookie; answers the new list and its Set-Cookie. */
export async function importDeviceSaves(request: Request, jobIds: readonly string[]) {
  const known = await publicJobsByIds(jobIds.slice(0, 500));
  const ids = withDeviceSaves(
    deviceSavesFrom(request.headers.get("Cookie")),
    jobIds.filter((id) => known.has(id)),
  );
  return { ids, setCookie: deviceSavesCookie(ids, isSecure()) };
}
