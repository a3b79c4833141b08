/**
 * Lighthouse's mobile run (its default config: a moto g power screen, simulated slow 4G and a 4x slower CPU)
 * on each page, one after the other, in one system Chromium that we launch ourselves with a debugging port.
 * Each page is audited several times and reported by Lighthouse's own median run, with every run's figures
 * beside it (docs/decisions/216-lighthouse-median-of-five.md).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { freePort } from "./server.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Audits per page: Lighthouse's documentation on variability says the median of five varies half as much as one. */
export const LIGHTHOUSE_RUNS = 5;

export interface PageAudit {
  page: string;
  /** 0-100, null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  /** Audits that lost points (score below 1), per category, to say what to fix. */
  findings: { category: Category; id: string; title: string; score: number; displayValue?: string }[];
  error?: string;
  /** Where the full Lighthouse report (of the median run) was written. */
  reportFile?: string;
  /** Every audit of the page, in order: its performance score and total blocking time. */
  runs: { performance: number | null; tbtMs: number | null }[];
}

const PAGE_TIMEOUT_MS = 150_000;

async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-lh-profile-"));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, "--headless=new", `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return { port, close };
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error("Chromium did not open its debugging port");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

function summarise(page: string, lhr: Result): PageAudit {
  const score = (c: Category) => {
    const s = lhr.categories[c]?.score;
    return typeof s === "number" ? Math.round(s * 100) : null;
  };
  const metric = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === "number" ? v : null;
  };
  const findings: PageAudit["findings"] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
      findings.push({ category, id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
    }
  }
  const round = (v: number | null) => (v === null ? null : Math.round(v));
  return {
    page,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcpMs: round(metric("largest-contentful-paint")),
    cls: metric("cumulative-layout-shift"),
    tbtMs: round(metric("total-blocking-time")),
    fcpMs: round(metric("first-contentful-paint")),
    findings,
    runs: [],
  };
}

function failedAudit(page: string, error: string): PageAudit {
  return {
    page,
    scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
    lcpMs: null,
    cls: null,
    tbtMs: null,
    fcpMs: null,
    findings: [],
    error,
    runs: [],
  };
}

export async function runLighthouse(
  baseUrl: string,
  pages: readonly string[],
  reportDir: string,
  runs = LIGHTHOUSE_RUNS,
): Promise<PageAudit[]> {
  const chrome = await launchChromium();
  const out: PageAudit[] = [];
  try {
    // A browser just started is still busy with its own start-up during its first page loads (a trace shows
    // the first page's tasks up to twice as long); that is not the page's work, so a first audit is thrown away.
    if (pages[0]) await auditOnce(chrome.port, baseUrl + pages[0]).catch(() => undefined);
    for (const page of pages) out.push(await auditPage(chrome.port, baseUrl, page, reportDir, runs));
  } finally {
    await chrome.close();
  }
  return out;
}

async function auditPage(port: number, baseUrl: string, page: string, reportDir: string, runs: number): Promise<PageAudit> {
  const results: Result[] = [];
  let lastError = "";
  for (let i = 0; i < runs; i++) {
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try twice.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        results.push(await auditOnce(port, baseUrl + page));
        break;
      } catch (e) {
        lastError = (e as Error).message;
      }
    }
  }
  const valid = filterToValidRuns(results);
  if (valid.length === 0) return failedAudit(page, lastError || "no run had a first paint and a time to interactive");
  const median = computeMedianRun(valid);
  const audit = summarise(page, median);
  audit.runs = results.map((r) => {
    const s = summarise(page, r);
    return { performance: s.scores.performance, tbtMs: s.tbtMs };
  });
  fs.mkdirSync(reportDir, { recursive: true });
  audit.reportFile = path.join(reportDir, `lighthouse${page.replace(/\W+/g, "-").replace(/-$/, "") || "-home"}.json`);
  fs.writeFileSync(audit.reportFile, JSON.stringify(median));
  return audit;
}

async function auditOnce(port: number, url: string): Promise<Result> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      maxWaitForLoad: 60_000,
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took over ${PAGE_TIMEOUT_MS / 1000} s`)), PAGE_TIMEOUT_MS);
    });
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    clearTimeout(timer);
  }
}
