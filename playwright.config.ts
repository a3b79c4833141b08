import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./tests/support/chromium.ts";
import { returningVisitor } from "./tests/support/returning-visitor.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? "data/e2e";
/** The e2e server's auth secret: tests sign the session cookies of the accounts they create (tests/support/e2e-sessions.ts). */
export const E2E_AUTH_SECRET = "e2e-only-secret-0123456789abcdef0123456789abcdef";

/** The system's headless Chromium (Debian's package); Playwright never downloads a browser here. */
const chromium = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two at a time on 2 cores: three took longer (7.2 min against 6.5 for the suite), the machine being busy.
  workers: 2,
  // No retries: a test that fails now and then is a lost tap or a race to fix (docs/decisions/140 was one).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    storageState: returningVisitor(BASE_URL),
    trace: "off",
    launchOptions: chromium,
  },
  // Every test runs at desktop width; the phone project runs only the tests tagged @phone (a path of their own at
  // 360 px: the filter sheet, the side menu, touch) and @phone-only (those with nothing to check on a desktop).
  // Which ones, and why: docs/decisions/137-phone-project-tags.md.
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: "phone",
      grep: /@phone/,
      use: { ...devices["Pixel 5"], viewport: { width: 360, height: 740 }, launchOptions: chromium },
    },
  ],
  webServer: {
    // The production build (npm test builds first), on a fresh embedded database.
    command: `rm -rf ${E2E_DATA_DIR} && exec node server.js`,
    // SIGTERM lets the server stop its embedded PostgreSQL (a kill would leave it running).
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    url: `${BASE_URL}/healthz`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      BETTER_AUTH_SECRET: E2E_AUTH_SECRET,
      EMBEDDED_PG_PORT: "0",
      EMBEDDED_PG_DURABLE: "false",
      LOG_REQUESTS: "false",
      // The tests publish and close jobs all the time: option counts always live, like the totals beside them.
      FACET_CACHE_SECONDS: "0",
      // Each test sends its own client address in this header (tests/e2e/fixtures.ts), so rate limits
      // are per test, as they are per user in production.
      TRUSTED_PROXY_IP_HEADER: "x-test-client-ip",
    },
  },
});
