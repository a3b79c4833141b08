import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import type { Toast } from "#app/lib/toast.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { currentLocale } from "#app/lib/i18n/i18n.ts";
import { forgetLegacySaves, legacySaves } from "./saved-jobs-store.ts";

/** The page that lists saved jobs and takes the Save and Remove forms sent without JavaScript. */
export const SAVED_PATH = "/saved";
/** Where the scripts send saves and removals (JSON answers). */
export const SAVED_JOBS_API = "/api/saved-jobs";

/** What the move of an old browser list did: "merged" when jobs were added, else "none" or "failed". */
export type SyncOutcome = "merged" | "none" | "failed";

/* Saves and removals on their way to the server: the buttons show them at once. */
let pending: ReadonlyMap<string, boolean> = new Map();
const listeners = new Set<() => void>();
const EMPTY: ReadonlyMap<string, boolean> = new Map();
function setPending(jobId: string, value: boolean | null) {
  const next = new Map(pending);
  if (value === null) next.delete(jobId);
  else next.set(jobId, value);
  pending = next;
  for (const l of listeners) l();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function post(fields: Record<string, string>): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  // The endpoint has no German address: the page's language comes with the request, for the toast.
  body.set("locale", currentLocale());
  return fetch(SAVED_JOBS_API, { method: "POST", body, headers: { Accept: "application/json" } });
}

let migration: Promise<SyncOutcome> | null = null;
/** Once per page load: an old local-storage list goes to the server (the device cookie, or the account). */
function migrateLegacySaves(): Promise<SyncOutcome> {
  migration ??= (async (): Promise<SyncOutcome> => {
    const ids = legacySaves();
    if (ids === null) return "none";
    if (!ids.length) {
      forgetLegacySaves();
      return "none";
    }
    try {
      const res = await post({ intent: "merge", jobIds: JSON.stringify(ids) });
      // Only an accepted list leaves the browser: a move cut short (the visitor went on, the network failed)
      // is tried again on the next page; merging the same jobs twice changes nothing.
      if (!res.ok) return "failed";
      forgetLegacySaves();
      return "merged";
    } catch {
      return "failed";
    }
  })();
  return migration;
}

/**
 * The saved jobs of the page (the account's, or this device's: the root loader's list), with saving and
 * removing through /saved. `onSynced` hears when an old browser list was moved to the server.
 */
export function useSavedJobs(onSynced?: (outcome: SyncOutcome) => void) {
  const root = useRootData();
  const ids = root?.savedJobIds;
  const signedIn = Boolean(root?.user);
  const overrides = useSyncExternalStore(
    subscribe,
    () => pending,
    () => EMPTY,
  );
  const { revalidate } = useRevalidator();

  useEffect(() => {
    let active = true;
    void migrateLegacySaves().then((outcome) => {
      if (!active) return;
      if (outcome === "merged") void revalidate();
      onSynced?.(outcome);
    });
    return () => {
      active = false;
    };
    // Once per mount; the revalidate and onSynced functions may change identity without meaning a new move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const isSaved = useCallback((jobId: string) => overrides.get(jobId) ?? ids?.includes(jobId) ?? false, [overrides, ids]);

  /** Saves or removes one job; answers the server's toast (null when the request failed). */
  const changeSaved = useCallback(
    async (jobId: string, value: boolean): Promise<Toast | null> => {
      setPending(jobId, value);
      try {
        const res = await post({ jobId, saved: String(value) });
        const answer = (await res.json().catch(() => null)) as { toast?: Toast } | null;
        await revalidate();
        return res.ok && answer?.toast ? answer.toast : null;
      } catch {
        return null;
      } finally {
        setPending(jobId, null);
      }
    },
    [revalidate],
  );

  /** The same, answering only whether it worked. */
  const setSaved = useCallback(
    async (jobId: string, value: boolean) => (await changeSaved(jobId, value)) !== null,
    [changeSaved],
  );

  return { isSaved, changeSaved, setSaved, signedIn, count: ids?.length ?? 0 };
}
