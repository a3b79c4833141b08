import fs from "node:fs";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** A test file that starts a process: a server, `npm run dev`, a script's command line. */
const startsProcesses = (spec: TestSpecification) =>
  /\b(spawn|spawnSync|execFile|execFileSync|runCommand|startServer)\(/.test(fs.readFileSync(spec.moduleId, "utf8"));

/**
 * Vitest starts the files that took longest in the last run first (durations kept in node_modules/.vite), so that
 * no long file starts last. A fresh checkout (CI) has no durations, and Vitest then starts the larger files first:
 * the small files that start processes (a server, `npm run dev`, a script: 10-30 s each on 2 cores) came last
 * and stretched the run. Without durations, those go first (docs/decisions/291-vitest-process-files-first.md).
 */
class ProcessFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (sorted.every((spec) => this.ctx.cache.getTestSpecificationResult(spec))) return sorted;
    return [...sorted.filter(startsProcesses), ...sorted.filter((spec) => !startsProcesses(spec))];
  }
}

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
    sequence: { sequencer: ProcessFilesFirst },
    // The servers and scripts the tests start keep throwaway data: their embedded PostgreSQL skips fsync
    // (docs/decisions/214-throwaway-databases-without-fsync.md).
    env: { EMBEDDED_PG_DURABLE: "false" },
  },
});
