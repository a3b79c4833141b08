/**
 * `npm run bench [-- --jobs N --skip-lighthouse --skip-load --only-keyword --check]`: how heavy and how fast the production
 * build is (docs/decisions/008-page-weight.md).
 *
 *   1. Builds into build-bench/, starts an embedded PostgreSQL in a temporary folder and `node server.js` on a
 *      free port against it (71 sample jobs).
 *   2. Weight: bytes on the wire for a first visit of /, /jobs, /job/1 and /visa-info at 360 x 740, with the
 *      scripts that the first use of the page loads (the budgets), and the same visit only read (no scripts).
 *   3. Lighthouse (mobile, simulated throttling) on the same pages, five runs each reported by their median run,
 *      as a new visitor who opens them and reads:
 *      a new visitor's first page loads its scripts only when it is used (app/lib/deferred-scripts.tsx).
 *   4. Load (autocannon, 10 connections, 10 s each): the searches, a job page and a static file of the same
 *      size, with the sample jobs and again after adding N generated jobs (default 100,000).
 *   5. The keyword search in-process on its own database, with the sample jobs and with N generated jobs
 *      (bench/keyword.ts; `--only-keyword` runs only this part: no build, server, Lighthouse or load).
 * Prints a table per part, writes everything to bench/results/<timestamp>.json, and with --check exits 1
 * when a budget is broken. The server and the database are always stopped, also on error or Ctrl-C.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { BudgetCheck } from "./budgets.ts";
import type { PageAudit } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { PageWeight } from "./weight.ts";

const { values: args } = parseArgs({
  options: {
    jobs: { type: "string", default: "100000" },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-load": { type: "boolean", default: false },
    "only-keyword": { type: "boolean", default: false },
    check: { type: "boolean", default: false },
    duration: { type: "string", default: "10" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  console.log(`Usage: npm run bench [-- options]

Builds and starts the production server on a temporary database, then prints page weight, Lighthouse mobile
scores and server load; JSON results in bench/results/.

  --jobs N             generated jobs added for the second load run and the keyword bench (default 100000)
  --duration S         seconds per load run (default 10)
  --skip-lighthouse    leave out the Lighthouse audits
  --skip-load          leave out the load runs (and the keyword bench)
  --only-keyword       only the keyword search bench (its own database; no build, server, Lighthouse or load)
  --check              exit 1 when a budget is broken`);
  process.exit(0);
}

// Loaded after the usage check, so that --help answers at once.
const { sql } = await import("drizzle-orm");
const { connectDatabase } = await import("#db/client.ts");
const { generateJobs } = await import("#db/generate-jobs.ts");
const { checkDataSaver, checkLighthouse, checkLoad, checkWeight } = await import("./budgets.ts");
const { DATA_SAVER_PAGES, PAGES, READ_PAGES } = await import("./chromium.ts");
const { budgetTable, findingsList, lighthouseTable, loadTable, weightTable } = await import("./format.ts");
const { LIGHTHOUSE_RUNS, runLighthouse } = await import("./lighthouse.ts");
const { runLoad, STATIC_FILE, writeStaticFile } = await import("./load.ts");
const { keywordBench } = await import("./keyword.ts");
const { build, CLIENT_DIR, makeTempDir, ROOT, startDatabase, startServer, withSiteInBackground } = await import("./server.ts");
const { measureWeight } = await import("./weight.ts");
const jobsToAdd = Number(args.jobs);
const duration = Number(args.duration);
if (!Number.isInteger(jobsToAdd) || jobsToAdd < 0) throw new Error("--jobs must be a whole number");
if (!(duration > 0)) throw new Error("--duration must be a positive number of seconds");

/* ---------- cleanup, also on Ctrl-C ---------- */

const cleanups: { name: string; run: () => Promise<void> | void }[] = [];
let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const c = cleanups.pop()!;
      try {
        await c.run();
      } catch (e) {
        console.error(`Could not ${c.name}: ${(e as Error).message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and the database`);
    void cleanup().finally(() => process.exit(130));
  });
}

function section(title: string): void {
  console.log(`\n=== ${title} ===`);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

async function main(): Promise<number> {
  const started = Date.now();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const resultsDir = path.join(ROOT, "bench", "results");
  const result: {
    startedAt: string;
    options: typeof args;
    machine: { cpus: number; node: string; load: number[] };
    weight?: PageWeight[];
    readWeight?: PageWeight[];
    dataSaverWeight?: PageWeight[];
    lighthouse?: PageAudit[];
    load?: { staticFileBytes: number; sampleJobs: number; sample: LoadResult[]; totalJobs: number; many: LoadResult[] };
    budgets: BudgetCheck[];
    durationSeconds?: number;
  } = {
    startedAt: new Date(started).toISOString(),
    options: args,
    machine: { cpus: os.cpus().length, node: process.version, load: os.loadavg() },
    budgets: [],
  };

  if (args["only-keyword"]) {
    result.budgets.push(...(await keywordBench({ jobsToAdd, resultsDir })));
    return finish(result, stamp, resultsDir, started);
  }

  build();
  const tempDir = makeTempDir();
  cleanups.push({ name: "remove the temporary folder", run: () => fs.rmSync(tempDir, { recursive: true, force: true }) });
  const database = await startDatabase(tempDir);
  cleanups.push({ name: "stop the database", run: () => database.stop() });
  const server = await startServer({ databaseUrl: database.url, dataDir: path.join(tempDir, "app") });
  cleanups.push({ name: "stop the server", run: () => server.stop() });
  console.log(`Server on ${server.url}, PostgreSQL on port ${database.port}`);

  section("Weight: first load at 360 x 740 and its first use (a key press), bytes on the wire (compressed)");
  let t = Date.now();
  result.weight = await measureWeight(server.url, PAGES);
  console.log(weightTable(result.weight));
  for (const w of result.weight) if (w.failed.length) console.log(`  ${w.page}: failed requests: ${w.failed.join(", ")}`);
  console.log(`(${seconds(t)})`);
  result.budgets.push(...checkWeight(result.weight));

  section("Weight of a new visitor's first page, read but not used (no scripts load until it is used)");
  t = Date.now();
  result.readWeight = await measureWeight(server.url, READ_PAGES);
  console.log(weightTable(result.readWeight));
  console.log(`(${seconds(t)})`);

  section("Weight in data-saver mode (Save-Data: on): first visits, and next pages (a -> b)");
  t = Date.now();
  result.dataSaverWeight = await measureWeight(server.url, DATA_SAVER_PAGES);
  console.log(weightTable(result.dataSaverWeight));
  console.log(`(${seconds(t)})`);
  result.budgets.push(...checkDataSaver(result.dataSaverWeight));

  if (!args["skip-lighthouse"]) {
    section(`Lighthouse: mobile, simulated slow 4G and 4x CPU slowdown; the median of ${LIGHTHOUSE_RUNS} runs per page`);
    t = Date.now();
    const reportDir = path.join(resultsDir, `${stamp}-lighthouse`);
    result.lighthouse = await withSiteInBackground([server.pid, database.pid], () => runLighthouse(server.url, PAGES, reportDir));
    console.log(lighthouseTable(result.lighthouse));
    const findings = findingsList(result.lighthouse);
    if (findings) console.log(`Audits that lost points:\n${findings}`);
    console.log(`(${seconds(t)}; full reports in bench/results/${stamp}-lighthouse/)`);
    result.budgets.push(...checkLighthouse(result.lighthouse));
  }

  if (!args["skip-load"]) {
    const opts = { durationSeconds: duration, connections: 10, warmupSeconds: 2 };
    const staticFileBytes = await writeStaticFile(server.url, CLIENT_DIR);
    cleanups.push({
      name: "remove the static test file",
      run: () => fs.rmSync(path.join(CLIENT_DIR, STATIC_FILE), { force: true }),
    });
    const db = connectDatabase(database.url, 2);
    cleanups.push({ name: "close the bench's database pool", run: () => db.close() });
    const countJobs = async () => {
      const { rows } = await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs");
      return rows[0]?.n ?? 0;
    };

    const sampleJobs = await countJobs();
    section(
      `Load: ${sampleJobs} jobs, ${opts.connections} connections, ${duration} s each (static file: ${staticFileBytes} bytes)`,
    );
    t = Date.now();
    const sample = await runLoad(server.url, opts);
    console.log(loadTable(sample));
    console.log(`(${seconds(t)})`);

    t = Date.now();
    await generateJobs(db.db, jobsToAdd);
    await db.db.execute(sql`VACUUM ANALYZE jobs`);
    const totalJobs = await countJobs();
    console.log(`\nAdded ${(totalJobs - sampleJobs).toLocaleString("en")} generated jobs in ${seconds(t)}`);

    section(`Load: ${totalJobs.toLocaleString("en")} jobs`);
    t = Date.now();
    const many = await runLoad(server.url, opts);
    console.log(loadTable(many));
    console.log(`(${seconds(t)})`);
    result.load = { staticFileBytes, sampleJobs, sample, totalJobs, many };
    result.budgets.push(...checkLoad(sample, many, totalJobs));
  }

  if (!args["skip-load"]) result.budgets.push(...(await keywordBench({ jobsToAdd, resultsDir })));
  return finish(result, stamp, resultsDir, started);
}

/** Prints the budgets, writes the results file, and gives the exit code (1 with --check and a broken budget). */
function finish(
  result: { budgets: BudgetCheck[]; durationSeconds?: number },
  stamp: string,
  resultsDir: string,
  started: number,
): number {
  section("Budgets");
  console.log(budgetTable(result.budgets));
  result.durationSeconds = Math.round((Date.now() - started) / 1000);
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nResults written to ${path.relative(ROOT, file)} (${result.durationSeconds} s in all)`);

  const failed = result.budgets.filter((b) => !b.ok);
  if (args.check && failed.length) {
    console.error(`\n${failed.length} budget(s) broken:\n${failed.map((b) => `  ${b.budget}: ${b.detail}`).join("\n")}`);
    return 1;
  }
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (e) {
  console.error(`The bench failed: ${(e as Error).stack ?? e}`);
} finally {
  await cleanup();
}
process.exit(code);
