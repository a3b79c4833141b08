/**
 * The keyword search's database work at scale (docs/decisions/113-which-2x-we-hold.md): `searchJobs` with the keywords
 * people type, timed in-process against a throwaway database, first with the sample jobs, then after adding N
 * generated jobs, in the same run. Also checks with EXPLAIN ANALYZE that the query searchJobs runs for a keyword (the
 * page in relevance order with the count of all matches, keyword-search.server.ts) goes through the full-text GIN index.
 *
 * The load runs (load.ts, budgets.ts) hold the keyword search as a client sees it to at most 2x p99 from the sample
 * jobs to many jobs. This bench holds the database work alone to the same 2x: a stricter check, which the search
 * does not meet for broad words, since ranking reads every match (decision 027, "What bounded work would need").
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { connectDatabase, type Database } from "#db/client.ts";
import { generateJobs } from "#db/generate-jobs.ts";
import { runMigrations } from "#db/migrate.ts";
import { PAGE_SIZE, parseFilters } from "#app/features/jobs/filters.ts";
import { searchConditions, searchJobs } from "#app/features/jobs/jobs.server.ts";
import { rankedPageQuery } from "#app/features/jobs/keyword-search.server.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import type { BudgetCheck } from "./budgets.ts";
import { makeTempDir, startDatabase } from "./server.ts";

export const KEYWORDS = ["warehouse", "nurse munich", "Krankenschwester", "Pflegekräfte", "software developer", "securty"];
/** p99 of the database work with many jobs, at most this many times the p99 with the sample jobs. */
export const KEYWORD_P99_GROWTH = 2;

export interface KeywordTiming {
  keyword: string;
  total: number;
  p50Ms: number;
  p99Ms: number;
}

export interface KeywordBenchResult {
  sampleJobs: number;
  totalJobs: number;
  runs: number;
  sample: KeywordTiming[];
  many: KeywordTiming[];
  /** p99 over all keywords' runs. */
  sampleP99Ms: number;
  manyP99Ms: number;
  plans: { keyword: string; usesIndex: boolean; ms: number }[];
  /** The machine's 1-minute load average when each half started: the figures are only comparable on a quiet machine. */
  loadAverage: { sample: number; many: number };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

async function timeKeywords(database: Database, runs: number): Promise<{ timings: KeywordTiming[]; all: number[] }> {
  const timings: KeywordTiming[] = [];
  const all: number[] = [];
  for (const keyword of KEYWORDS) {
    const filters = parseFilters(new URLSearchParams({ search: keyword }));
    let total = 0;
    for (let i = 0; i < 5; i++) await searchJobs(filters, { db: database.db }); // warm-up
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      total = (await searchJobs(filters, { db: database.db })).total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    timings.push({ keyword, total, p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)) });
  }
  all.sort((a, b) => a - b);
  return { timings, all };
}

async function plans(database: Database): Promise<KeywordBenchResult["plans"]> {
  const out: KeywordBenchResult["plans"] = [];
  for (const keyword of KEYWORDS.slice(0, 3)) {
    const where = searchConditions(parseFilters(new URLSearchParams({ search: keyword })), new Date());
    // The first page and the count, as searchJobs runs them for a keyword in relevance order.
    const query = rankedPageQuery(where, keyword, { limit: PAGE_SIZE, offset: 0 });
    const res = await database.db.execute(sql`EXPLAIN ANALYZE ${query}`);
    const text = res.rows.map((r) => String(r["QUERY PLAN"])).join("\n");
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? NaN);
    out.push({ keyword, usesIndex: text.includes("jobs_search_vector_idx"), ms: round(ms) });
  }
  return out;
}

function table(r: KeywordBenchResult): string {
  const rows = KEYWORDS.map((k, i) => {
    const a = r.sample[i]!;
    const b = r.many[i]!;
    return `| ${k.padEnd(20)} | ${String(a.total).padStart(6)} | ${a.p50Ms.toFixed(2).padStart(7)} | ${a.p99Ms.toFixed(2).padStart(7)} | ${String(b.total).padStart(7)} | ${b.p50Ms.toFixed(2).padStart(7)} | ${b.p99Ms.toFixed(2).padStart(7)} |`;
  });
  return [
    `| keyword              | found  | p50 ms  | p99 ms  | found   | p50 ms  | p99 ms  |`,
    `|                      | ${`${r.sampleJobs} jobs`.padEnd(24)} | ${`${r.totalJobs.toLocaleString("en")} jobs`.padEnd(33)} |`,
    ...rows,
    `| all keywords         |        |         | ${r.sampleP99Ms.toFixed(2).padStart(7)} |         |         | ${r.manyP99Ms.toFixed(2).padStart(7)} |`,
  ].join("\n");
}

/** Runs the keyword bench on its own database; prints a table and returns the budget checks. */
export async function keywordBench(opts: { jobsToAdd: number; runs?: number; resultsDir?: string }): Promise<BudgetCheck[]> {
  const runs = opts.runs ?? 200;
  console.log(`\n=== Keyword search: searchJobs in-process, ${runs} runs per keyword, own database ===`);
  const tempDir = makeTempDir();
  const pg = await startDatabase(tempDir);
  const database = connectDatabase(pg.url, 2);
  try {
    await runMigrations(database);
    await seedSampleData(database.db);
    const count = async () => Number((await database.db.execute(sql`SELECT count(*)::int AS n FROM jobs`)).rows[0]?.["n"]);
    const sampleJobs = await count();
    const loadSample = round(os.loadavg()[0] ?? 0);
    const sample = await timeKeywords(database, runs);
    let t = Date.now();
    await generateJobs(database.db, opts.jobsToAdd);
    await database.db.execute(sql`VACUUM ANALYZE jobs`);
    console.log(`Added ${opts.jobsToAdd.toLocaleString("en")} generated jobs in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    t = Date.now();
    const loadMany = round(os.loadavg()[0] ?? 0);
    const many = await timeKeywords(database, runs);
    const result: KeywordBenchResult = {
      sampleJobs,
      totalJobs: await count(),
      runs,
      sample: sample.timings,
      many: many.timings,
      sampleP99Ms: round(percentile(sample.all, 99)),
      manyP99Ms: round(percentile(many.all, 99)),
      plans: await plans(database),
      loadAverage: { sample: loadSample, many: loadMany },
    };
    console.log(table(result));
    console.log(
      `Load average (1 min) at the start: ${loadSample} (sample jobs), ${loadMany} (${result.totalJobs.toLocaleString("en")} jobs)`,
    );
    for (const p of result.plans) {
      console.log(
        `EXPLAIN ANALYZE page and count "${p.keyword}": ${p.usesIndex ? "GIN index jobs_search_vector_idx" : "NO INDEX"}, ${p.ms} ms`,
      );
    }
    if (opts.resultsDir) {
      fs.mkdirSync(opts.resultsDir, { recursive: true });
      const file = path.join(opts.resultsDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-keyword.json`);
      fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    }
    const limit = result.sampleP99Ms * KEYWORD_P99_GROWTH;
    return [
      {
        budget: `keyword search, database work alone: p99 at ${result.totalJobs.toLocaleString("en")} jobs <= ${KEYWORD_P99_GROWTH}x p99 with the sample jobs (in-process)`,
        ok: result.manyP99Ms <= limit,
        detail: `${result.manyP99Ms} ms vs ${result.sampleP99Ms} ms (limit ${round(limit)} ms)`,
      },
      {
        budget: "keyword search: page and count through the full-text GIN index",
        ok: result.plans.every((p) => p.usesIndex),
        detail: result.plans.map((p) => `${p.keyword}: ${p.usesIndex ? "index" : "no index"}`).join(", "),
      },
    ];
  } finally {
    await database.close();
    await pg.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}
