import { defineConfig } from "vitest/config";

/** The slow checks kept out of `npm test` (npm run bench:search), on the test suite's database set-up. */
export default defineConfig({
  test: {
    include: ["bench/**/*.test.ts"],
    globalSetup: ["./tests/support/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    pool: "forks",
  },
});
