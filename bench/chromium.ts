/** What the benchmark loads: the pages and the phone it loads them on. */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";

/** The pages we weigh and audit. */
export const PAGES = ["/", "/jobs", "/job/1", "/visa-info"] as const;

/** A mid-range Android phone, the project's reference screen (360 x 740). */
export const PHONE = { width: 360, height: 740 };
export const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
