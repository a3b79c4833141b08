/**
 * The old home of a visitor's saved jobs: local storage key "savedJobs", a map of job id to true. Saved jobs
 * now live in a cookie (device-saves.ts) or the account; this module only reads an old list once, to move it
 * there. Read defensively: storage may be missing, disabled or hold anything.
 */
export const STORAGE_KEY = "savedJobs";
/** The account whose saved jobs the browser list mirrors (set after the sign-in merge). */
export const MIRROR_KEY = "savedJobsAccount";

export type SavedJobsMap = Readonly<Record<string, true>>;

const EMPTY: SavedJobsMap = Object.freeze({});

/** The map stored under "savedJobs"; anything malformed counts as no saved jobs. */
export function parseSavedJobs(raw: string | null | undefined): SavedJobsMap {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object" || Array.isArray(value)) return EMPTY;
    const out: Record<string, true> = {};
    for (const [id, saved] of Object.entries(value)) if (saved === true && id.length <= 100) out[id] = true;
    return out;
  } catch {
    return EMPTY;
  }
}

export function toSavedJobsMap(ids: readonly string[]): SavedJobsMap {
  return Object.fromEntries(ids.map((id) => [id, true] as const));
}

export function withSaved(map: SavedJobsMap, jobId: string, saved: boolean): SavedJobsMap {
  const next: Record<string, true> = { ...map };
  if (saved) next[jobId] = true;
  else delete next[jobId];
  return next;
}

/* ---------- Moving an old browser list into the cookie ---------- */

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The visitor's own saved jobs from local storage (where this browser kept them before they moved to a
 * cookie: decision 029). A list that only mirrored an account's (signed in earlier) gives no ids: the account
 * still has it. Null when there is nothing to move.
 */
export function legacySaves(): string[] | null {
  const s = storage();
  if (!s) return null;
  try {
    const raw = s.getItem(STORAGE_KEY);
    const mirrored = s.getItem(MIRROR_KEY) !== null;
    if (raw === null && !mirrored) return null;
    return mirrored ? [] : Object.keys(parseSavedJobs(raw));
  } catch {
    return null;
  }
}

/** Removes the old lists once the server has them (so a move cut short is tried again on the next page). */
export function forgetLegacySaves(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
    storage()?.removeItem(MIRROR_KEY);
  } catch {
    // Storage that cannot be written: the next page tries the move again, and merging is idempotent.
  }
}
