import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useRootData } from "#app/lib/root-data.ts";
import {
  getMirroredAccount,
  getSavedJobs,
  getServerSavedJobs,
  setMirroredAccount,
  setSavedJobs,
  subscribeSavedJobs,
  toSavedJobsMap,
  withSaved,
} from "./saved-jobs-store.ts";

export const SAVED_JOBS_API = "/api/saved-jobs";

/** What the last sync with the account did: the browser list merged into it, refreshed from it, or cleared. */
export type SyncOutcome = "merged" | "refreshed" | "cleared" | "none" | "failed";

function post(fields: Record<string, string>): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return fetch(SAVED_JOBS_API, { method: "POST", body, headers: { Accept: "application/json" } });
}

let current: { userId: string; promise: Promise<SyncOutcome> } | null = null;
/** Saves and removals made while a sync is in flight: applied on top of its answer (they went to the account too). */
let changesDuringSync: Map<string, boolean> | null = null;

/**
 * Keeps the browser's list and the account's in step, once per page load:
 * - signed in, and the list mirrors no account yet (saved while signed out): merge both ways (union);
 * - signed in, and the list mirrors an account (this one or a previous user's): the account's list replaces it;
 * - signed out, and the list mirrors an account: it is cleared, so a shared computer shows nobody's jobs.
 */
export function syncSavedJobs(userId: string | null): Promise<SyncOutcome> {
  if (!userId) {
    current = null;
    if (getMirroredAccount() === null) return Promise.resolve("none");
    setSavedJobs({});
    setMirroredAccount(null);
    return Promise.resolve("cleared");
  }
  if (current?.userId === userId) return current.promise;
  const changes = new Map<string, boolean>();
  changesDuringSync = changes;
  const promise = (async (): Promise<SyncOutcome> => {
    const merge = getMirroredAccount() === null;
    const res = merge
      ? await post({ intent: "merge", jobIds: JSON.stringify(Object.keys(getSavedJobs())) })
      : await fetch(SAVED_JOBS_API, { headers: { Accept: "application/json" } });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    const { jobIds } = (await res.json()) as { jobIds?: unknown };
    if (!Array.isArray(jobIds)) throw new Error("unexpected answer");
    let map = toSavedJobsMap(jobIds.filter((id): id is string => typeof id === "string"));
    for (const [jobId, saved] of changes) map = withSaved(map, jobId, saved);
    setSavedJobs(map);
    setMirroredAccount(userId);
    return merge ? "merged" : "refreshed";
  })()
    .catch((error: unknown) => {
      console.warn("[saved-jobs] could not sync with the account:", error);
      return "failed" as const;
    })
    .finally(() => {
      if (changesDuringSync === changes) changesDuringSync = null;
    });
  current = { userId, promise };
  return promise;
}

/**
 * The saved jobs of this browser (and, when signed in, of the account). The server render and the hydration
 * show nothing saved; the browser's list is read right after.
 */
export function useSavedJobs(onSynced?: (outcome: SyncOutcome) => void) {
  const userId = useRootData()?.user?.id ?? null;
  const saved = useSyncExternalStore(subscribeSavedJobs, getSavedJobs, getServerSavedJobs);

  useEffect(() => {
    let active = true;
    void syncSavedJobs(userId).then((outcome) => {
      if (active) onSynced?.(outcome);
    });
    return () => {
      active = false;
    };
    // onSynced is a notification only; a new function must not sync again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  const setSaved = useCallback(
    async (jobId: string, value: boolean): Promise<boolean> => {
      setSavedJobs(withSaved(getSavedJobs(), jobId, value));
      if (!userId) return true;
      changesDuringSync?.set(jobId, value);
      try {
        const res = await post({ jobId, saved: String(value) });
        return res.ok;
      } catch {
        return false;
      }
    },
    [userId],
  );

  return { saved, isSaved: (jobId: string) => saved[jobId] === true, setSaved, signedIn: userId !== null };
}
