import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["./tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Test files share their worker's module cache: each file builds its own services and database
    // (tests/support/services.ts), so nothing leaks through modules, and the suite spends its time testing rather
    // than importing (208 s to about 150 s on 2 cores; docs/decisions/178-vitest-without-isolation.md).
    isolate: false,
    // Vitest's default on 2 cores is one file at a time; the integration tests mostly wait on PostgreSQL and the
    // processes they start, so three files run at once (the whole suite took 262 s so on 2 cores).
    maxWorkers: 3,
  },
});
