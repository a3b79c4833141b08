import { isJobId } from "#app/lib/job-id.ts";
import { readCookie } from "#app/lib/data-saver.ts";

/**
 * A visitor's saved jobs live in a cookie on their device (docs/product.md#saved-jobs), so that the server
 * can show them (the header's "Saved (N)", /saved) and saving works as a plain form, without JavaScript.
 * The cookie holds job ids only, newest first, separated by dots; it is validated on every read.
 */
export const DEVICE_SAVES_COOKIE = "pb_saved";
/** The most jobs a device keeps (about 50 x 10 bytes: far under a cookie's 4 KB). */
export const DEVICE_SAVES_LIMIT = 50;
/** Half a year; each save renews it. */
export const DEVICE_SAVES_MAX_AGE = 180 * 24 * 60 * 60;

/** The ids in a cookie value: valid job ids only, no duplicates, at most DEVICE_SAVES_LIMIT. Never throws. */
export function parseDeviceSaves(value: string | null | undefined): string[] {
  if (!value || value.length > 8 * 1024) return [];
  const ids: string[] = [];
  for (const id of value.split(".")) {
    if (!isJobId(id) || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === DEVICE_SAVES_LIMIT) break;
  }
  return ids;
}

/** The device's saved job ids from a Cookie header. */
export function deviceSavesFrom(cookieHeader: string | null | undefined): string[] {
  return parseDeviceSaves(readCookie(cookieHeader, DEVICE_SAVES_COOKIE));
}

/**
 * The list after saving (put first) or removing one job. When full, saving drops the oldest, so the newest
 * save always counts.
 */
export function withDeviceSave(ids: readonly string[], jobId: string, saved: boolean): string[] {
  const rest = ids.filter((id) => id !== jobId);
  return saved ? [jobId, ...rest].slice(0, DEVICE_SAVES_LIMIT) : rest;
}

/** Adds several ids (an old browser list being moved in) after the ones already there, up to the limit. */
export function withDeviceSaves(ids: readonly string[], more: readonly string[]): string[] {
  return parseDeviceSaves([...ids, ...more].join("."));
}

/** The Set-Cookie header for the list (an empty list deletes the cookie). */
export function deviceSavesCookie(ids: readonly string[], secure: boolean): string {
  const tail = `Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  if (ids.length === 0) return `${DEVICE_SAVES_COOKIE}=; Max-Age=0; ${tail}`;
  return `${DEVICE_SAVES_COOKIE}=${ids.slice(0, DEVICE_SAVES_LIMIT).join(".")}; Max-Age=${DEVICE_SAVES_MAX_AGE}; ${tail}`;
}
