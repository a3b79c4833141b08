import fs from "node:fs";

/** The system Chromium, launched as the environment notes prescribe (nothing is ever downloaded). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless build of the same version where it is installed (it draws no
 * window and used half the CPU time of the full browser on the same tests), else the full one. The bench keeps
 * the full browser, whose figures are a phone user's. docs/decisions/141-browser-tests-on-headless-chromium.md.
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH ??
  (fs.existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
