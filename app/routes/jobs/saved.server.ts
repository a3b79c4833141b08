import { data } from "react-router";
import type { Route } from "./+types/saved";
import { getUser } from "#app/features/auth/public.server.ts";
import {
  accountSavedJobs,
  changeSaved,
  deviceSavesFrom,
  publicJobsByIds,
  type SavedJobListItem,
} from "#app/features/saved-jobs/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { safeRedirect } from "#app/lib/redirects.ts";
import { readForm } from "#app/lib/request.server.ts";

const PRIVATE = { "Cache-Control": "private, no-store" };

export interface SavedPageData {
  signedIn: boolean;
  items: Omit<SavedJobListItem, "savedAt">[];
}

/** /saved: the account's saved jobs, or this device's (newest first; jobs that are gone are left out). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (user) {
    const items = (await accountSavedJobs(request, user.id)).map(({ savedAt: _savedAt, ...item }) => item);
    return data<SavedPageData>({ signedIn: true, items }, { headers: PRIVATE });
  }
  const ids = deviceSavesFrom(request.headers.get("Cookie"));
  const found = await publicJobsByIds(ids);
  const items = ids.flatMap((jobId) => {
    const job = found.get(jobId);
    return job ? [{ jobId, ...job }] : [];
  });
  return data<SavedPageData>({ signedIn: false, items }, { headers: PRIVATE });
}

/**
 * POST /saved, the form of the Save buttons and of /saved's Remove buttons without JavaScript: saves or
 * removes, then redirects back to `returnTo` (a path on this site; /saved otherwise) with the toast.
 */
export async function action({ request }: Route.ActionArgs): Promise<Response> {
  const form = await readForm(request);
  const user = await getUser(request);
  const change = await changeSaved(request, form, user);
  const returnTo = safeRedirect(form.get("returnTo"), "/saved");
  const headers = new Headers(PRIVATE);
  if (change.ok && change.setCookie) headers.append("Set-Cookie", change.setCookie);
  return redirectWithToast(returnTo, change.toast, { headers });
}
