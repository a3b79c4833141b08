/** The page-weight and speed budgets (docs/decisions/008-page-weight.md), checked by `npm run bench -- --check`. */
import type { PageAudit } from "./lighthouse.ts";
import { CATEGORIES } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { PageWeight } from "./weight.ts";

const KB = 1024;
export const BUDGETS = {
  homeJsBytes: 125 * KB,
  homeTotalBytes: 150 * KB,
  /** Data saver (no scripts, no images): a first visit, and a next page with the stylesheet cached. */
  dataSaverFirstBytes: 30 * KB,
  dataSaverNextBytes: 15 * KB,
  /** Other pages may be this much heavier than the home page's budgets. */
  otherPagesAllowance: 1.1,
  /** Every Lighthouse category, performance included (mobile, a new visitor). */
  lighthouseMinScore: 100,
  /** Total blocking time of a page's median Lighthouse run. */
  maxTbtMs: 100,
  maxCls: 0.05,
  maxLatencyMs: 500,
};

/**
 * The searches of the load runs (load.ts), each with how much its p99 under load may grow from the sample jobs to
 * many jobs, measured in the same run: the keyword search at most 2x (docs/decisions/113-which-2x-we-hold.md).
 */
export const SEARCHES = [
  { name: "keyword search", p99Growth: 2 },
  { name: "filtered search", p99Growth: 3 },
];

export interface BudgetCheck {
  budget: string;
  ok: boolean;
  detail: string;
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

export function checkWeight(weights: PageWeight[]): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const w of weights) {
    const factor = w.page === "/" ? 1 : BUDGETS.otherPagesAllowance;
    const js = BUDGETS.homeJsBytes * factor;
    const total = BUDGETS.homeTotalBytes * factor;
    checks.push({ budget: `${w.page}: JavaScript <= ${kb(js)}`, ok: w.bytes.js <= js, detail: kb(w.bytes.js) });
    checks.push({ budget: `${w.page}: everything <= ${kb(total)}`, ok: w.bytes.total <= total, detail: kb(w.bytes.total) });
  }
  return checks;
}

/** Data-saver pages: within their byte budget, and not one script or image downloaded. */
export function checkDataSaver(weights: PageWeight[]): BudgetCheck[] {
  return weights.flatMap((w) => {
    const next = w.page.includes("->");
    const limit = next ? BUDGETS.dataSaverNextBytes : BUDGETS.dataSaverFirstBytes;
    return [
      {
        budget: `data saver ${w.page}: everything <= ${kb(limit)}`,
        ok: w.bytes.total <= limit,
        detail: kb(w.bytes.total),
      },
      {
        budget: `data saver ${w.page}: no scripts or images`,
        ok: w.bytes.js === 0 && w.bytes.images === 0,
        detail: `${kb(w.bytes.js)} JS, ${kb(w.bytes.images)} images`,
      },
    ];
  });
}

export function checkLighthouse(audits: PageAudit[]): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const a of audits) {
    if (a.error) {
      checks.push({ budget: `${a.page}: Lighthouse ran`, ok: false, detail: a.error });
      continue;
    }
    for (const c of CATEGORIES) {
      const s = a.scores[c];
      checks.push({
        budget: `${a.page}: Lighthouse ${c} >= ${BUDGETS.lighthouseMinScore}`,
        ok: s !== null && s >= BUDGETS.lighthouseMinScore,
        detail: String(s),
      });
    }
    checks.push({
      budget: `${a.page}: TBT < ${BUDGETS.maxTbtMs} ms`,
      ok: a.tbtMs !== null && a.tbtMs < BUDGETS.maxTbtMs,
      detail: `${a.tbtMs} ms`,
    });
    checks.push({
      budget: `${a.page}: CLS < ${BUDGETS.maxCls}`,
      ok: a.cls !== null && a.cls < BUDGETS.maxCls,
      detail: String(a.cls?.toFixed(3)),
    });
  }
  return checks;
}

export function checkLoad(sample: LoadResult[], many: LoadResult[], jobs: number): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const { name, p99Growth } of SEARCHES) {
    const before = sample.find((r) => r.name === name);
    const after = many.find((r) => r.name === name);
    if (!before || !after) continue;
    const limit = before.p99Ms * p99Growth;
    checks.push({
      budget: `${name}: p99 at ${jobs.toLocaleString("en")} jobs <= ${p99Growth}x p99 with the sample jobs`,
      ok: after.p99Ms <= limit,
      detail: `${after.p99Ms} ms vs ${before.p99Ms} ms (limit ${limit} ms)`,
    });
    checks.push({
      budget: `${name}: no request over ${BUDGETS.maxLatencyMs} ms at ${jobs.toLocaleString("en")} jobs`,
      ok: after.maxMs <= BUDGETS.maxLatencyMs,
      detail: `max ${after.maxMs} ms`,
    });
  }
  for (const r of [...sample, ...many]) {
    const bad = r.errors + r.timeouts + r.non2xx;
    if (bad > 0)
      checks.push({
        budget: `${r.path}: no errors under load`,
        ok: false,
        detail: `${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`,
      });
  }
  return checks;
}
