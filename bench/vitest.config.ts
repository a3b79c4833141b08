import { defineConfig } from "vitest/config";

/**
 * The slow checks kept out of `npm test`, on the test suite's database set-up: the search at 100,000 jobs
 * (npm run bench:search) and the crash runs (npm run bench:crash: the app and the digest run killed with SIGKILL).
 */
export default defineConfig({
  test: {
    include: ["bench/**/*.test.ts"],
    globalSetup: ["./tests/support/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    pool: "forks",
  },
});
