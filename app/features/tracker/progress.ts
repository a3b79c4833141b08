import { readCookie } from "#app/lib/data-saver.ts";
import type { RegulatedAnswer } from "#vocabulary/situation.ts";
import type { TrackerStepStatus } from "#vocabulary/statuses.ts";
import { ARRIVAL_CHECKLIST, isStepId, TRACKER_STEPS, trackerStep } from "./steps.ts";

/**
 * A person's progress through the tracker's steps, and the rules over it: what is next, which steps count as not
 * needed, and how this device's progress joins the account's at sign-in (decision 186).
 */

/** Where a step's document is downloaded; the owner comes from the session, so the address names no account. */
export const stepDocumentPath = (stepId: string) => `/account/tracker/${stepId}/document`;

/** A step's document (decision 200): what the page and the export show of it. */
export interface StepFile {
  name: string;
  contentType: string;
  size: number;
}

export interface StepProgress {
  status: TrackerStepStatus;
  /** "YYYY-MM-DD", or null. */
  date: string | null;
  note: string;
  file: StepFile | null;
}

/** Progress by step id; a step without an entry is open, without a date, note or file. */
export type Progress = Readonly<Record<string, StepProgress>>;

export const OPEN_STEP: StepProgress = { status: "open", date: null, note: "", file: null };

export function progressOf(progress: Progress, id: string): StepProgress {
  return progress[id] ?? OPEN_STEP;
}

/**
 * Whether a step counts as not needed for this person without their saying so: a step for regulated professions when
 * the profile says the profession is not regulated. "Unsure" or unstated keeps it, marked, for the person to skip.
 */
export function notNeeded(id: string, regulated: RegulatedAnswer | null): boolean {
  return trackerStep(id)?.regulatedOnly === true && regulated === "no";
}

function settled(progress: Progress, id: string, regulated: RegulatedAnswer | null): boolean {
  const status = progressOf(progress, id).status;
  return status !== "open" || notNeeded(id, regulated);
}

export interface NextStep {
  id: string;
  title: string;
  /** "Arrival: First Week in Germany" for a checklist item; null for a main step. */
  stage: string | null;
}

/** The first step, in order, that is neither done nor skipped nor not needed; then the arrival checklist; null when all are. */
export function nextStep(progress: Progress, regulated: RegulatedAnswer | null): NextStep | null {
  for (const step of TRACKER_STEPS) {
    if (!settled(progress, step.id, regulated)) return { id: step.id, title: step.title(), stage: null };
  }
  for (const stage of ARRIVAL_CHECKLIST) {
    const item = stage.items.find((i) => !settled(progress, i.id, regulated));
    if (item) return { id: item.id, title: item.text, stage: stage.title };
  }
  return null;
}

/** How many steps are settled, of how many (the main steps and the checklist items together). */
export function progressCount(progress: Progress, regulated: RegulatedAnswer | null): { settled: number; total: number } {
  const ids = [...TRACKER_STEPS.map((s) => s.id), ...ARRIVAL_CHECKLIST.flatMap((s) => s.items.map((i) => i.id))];
  return { settled: ids.filter((id) => settled(progress, id, regulated)).length, total: ids.length };
}

/* ---------- This device's progress, for visitors ---------- */

/**
 * A visitor's progress lives in a cookie, so that ticking works as a plain form without scripts and the server can
 * show it: statuses and dates only (notes and documents need an account). Entries "id~d" (done), "id~s" (skipped)
 * or "id~o" (open, with a date), with an optional "~YYYYMMDD", separated by dots; validated on every read.
 */
export const DEVICE_TRACKER_COOKIE = "pb_tracker";
/** Half a year; each change renews it. */
export const DEVICE_TRACKER_MAX_AGE = 180 * 24 * 60 * 60;

const LETTER: Record<TrackerStepStatus, string> = { open: "o", done: "d", skipped: "s" };
const FROM_LETTER: Record<string, TrackerStepStatus> = { o: "open", d: "done", s: "skipped" };

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

/** The progress in a cookie value: known steps only, valid statuses and dates, first entry of a step wins. Never throws. */
export function parseDeviceProgress(value: string | null | undefined): Record<string, StepProgress> {
  const progress: Record<string, StepProgress> = {};
  if (!value || value.length > 4096) return progress;
  for (const entry of value.split(".")) {
    const [id = "", letter = "", compact] = entry.split("~");
    const status = FROM_LETTER[letter];
    if (!status || !isStepId(id) || id in progress) continue;
    const date = compact && /^\d{8}$/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}` : null;
    if (compact !== undefined && (date === null || !isIsoDate(date))) continue;
    if (status === "skipped" && !trackerStep(id)?.regulatedOnly) continue;
    progress[id] = { status, date, note: "", file: null };
  }
  return progress;
}

export function deviceProgressFrom(cookieHeader: string | null | undefined): Record<string, StepProgress> {
  return parseDeviceProgress(readCookie(cookieHeader, DEVICE_TRACKER_COOKIE));
}

/** The cookie value: only entries that say something (not open without a date). */
export function serializeDeviceProgress(progress: Progress): string {
  return Object.entries(progress)
    .filter(([id, p]) => isStepId(id) && (p.status !== "open" || p.date !== null))
    .map(([id, p]) => `${id}~${LETTER[p.status]}${p.date ? `~${p.date.replaceAll("-", "")}` : ""}`)
    .join(".");
}

/** The Set-Cookie header for the progress (nothing to keep deletes the cookie). */
export function deviceProgressCookie(progress: Progress, secure: boolean): string {
  const tail = `Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  const value = serializeDeviceProgress(progress);
  if (!value) return `${DEVICE_TRACKER_COOKIE}=; Max-Age=0; ${tail}`;
  return `${DEVICE_TRACKER_COOKIE}=${value}; Max-Age=${DEVICE_TRACKER_MAX_AGE}; ${tail}`;
}

/**
 * What this device's progress adds to the account's at sign-in: a step done or skipped on the device is done or
 * skipped in the account unless the account already settled it; a date fills an empty one. Notes and files are
 * the account's alone. Returns only the steps that change.
 */
export function mergeDeviceProgress(account: Progress, device: Progress): Record<string, StepProgress> {
  const changes: Record<string, StepProgress> = {};
  for (const [id, fromDevice] of Object.entries(device)) {
    const current = progressOf(account, id);
    const status = current.status === "open" ? fromDevice.status : current.status;
    const date = current.date ?? fromDevice.date;
    if (status !== current.status || date !== current.date) changes[id] = { ...current, status, date };
  }
  return changes;
}

/** What /account/tracker shows: an employer's notice, or a person's progress (the account's, or this device's). */
export type TrackerPageData =
  | { kind: "employer" }
  | {
      kind: "person";
      signedIn: boolean;
      progress: Progress;
      /** The profile's answer to "is your profession regulated?"; null for visitors and when not stated. */
      regulated: RegulatedAnswer | null;
      next: NextStep | null;
      count: { settled: number; total: number };
    };
