/**
 * The browser's saved jobs (docs/product.md#saved-jobs): local storage key "savedJobs", a map of job id to true.
 * Read and written defensively (storage may be missing, full, disabled or hold anything), shared by every
 * component of the page and kept in step with other tabs through the storage event.
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

/* ---------- The page-wide store ---------- */

const listeners = new Set<() => void>();
/** Used when storage cannot be written (private mode, quota): the page then keeps the list in memory. */
let memory: string | null | undefined;
let cache: { raw: string | null; map: SavedJobsMap } = { raw: null, map: EMPTY };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  if (key === STORAGE_KEY && memory !== undefined) return memory;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(key: string, value: string | null): void {
  try {
    const s = storage();
    if (!s) throw new Error("no storage");
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
    if (key === STORAGE_KEY) memory = undefined;
  } catch {
    if (key === STORAGE_KEY) memory = value;
  }
}

export function getSavedJobs(): SavedJobsMap {
  const raw = readRaw(STORAGE_KEY);
  if (raw !== cache.raw) cache = { raw, map: parseSavedJobs(raw) };
  return cache.map;
}

/** On the server, and while hydrating, nothing is saved (the page then reads the browser's list). */
export function getServerSavedJobs(): SavedJobsMap {
  return EMPTY;
}

export function setSavedJobs(map: SavedJobsMap): void {
  writeRaw(STORAGE_KEY, JSON.stringify(map));
  for (const listener of listeners) listener();
}

export function subscribeSavedJobs(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function getMirroredAccount(): string | null {
  return readRaw(MIRROR_KEY);
}

export function setMirroredAccount(userId: string | null): void {
  writeRaw(MIRROR_KEY, userId);
}
