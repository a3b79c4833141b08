/** What the benchmark loads: the pages and the phone it loads them on. */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";

/** The pages we weigh and audit. */
export const PAGES = ["/", "/jobs", "/job/1", "/visa-info"] as const;

/**
 * Data saver (Save-Data: on): the first visit of these pages, and a next page (opened after the first, with
 * the stylesheet cached), as `measureWeight` takes them.
 */
export const DATA_SAVER_PAGES = [
  { path: "/", options: { saveData: true } },
  { path: "/jobs", options: { saveData: true } },
  { path: "/job/1", options: { saveData: true } },
  { path: "/jobs", options: { saveData: true, after: "/" } },
  { path: "/job/1", options: { saveData: true, after: "/jobs" } },
] as const;

/** A new visitor's first visit of the same pages, read (scrolled to the end) but not used: no scripts load. */
export const READ_PAGES = PAGES.map((path) => ({ path, options: { read: true } }));

/** A mid-range Android phone, the project's reference screen (360 x 740). */
export const PHONE = { width: 360, height: 740 };
export const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
