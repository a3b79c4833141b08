/** Plain-text tables for the terminal. */
import type { BudgetCheck } from "./budgets.ts";
import type { PageAudit } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import { KINDS, type PageWeight } from "./weight.ts";

/** Columns of numbers are aligned right, others left. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => /^[-\d.,%]+$/.test(String(r[i]))));
  const line = (r: string[]) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

const kb = (n: number) => (n / 1024).toFixed(1);

export function weightTable(weights: PageWeight[]): string {
  return table(
    ["page", "requests", ...KINDS.map((k) => `${k} KB`), "total KB"],
    weights.map((w) => [w.page, w.requests, ...KINDS.map((k) => kb(w.bytes[k])), kb(w.bytes.total)]),
  );
}

export function lighthouseTable(audits: PageAudit[]): string {
  const s = (v: number | null) => (v === null ? "-" : String(v));
  return table(
    ["page", "perf", "a11y", "best-pr.", "seo", "FCP ms", "LCP ms", "CLS", "TBT ms", "every run: perf/TBT ms"],
    audits.map((a) => [
      a.page,
      s(a.scores.performance),
      s(a.scores.accessibility),
      s(a.scores["best-practices"]),
      s(a.scores.seo),
      s(a.fcpMs),
      s(a.lcpMs),
      a.cls === null ? "-" : a.cls.toFixed(3),
      s(a.tbtMs),
      a.runs.map((r) => `${s(r.performance)}/${s(r.tbtMs)}`).join(" "),
    ]),
  );
}

export function findingsList(audits: PageAudit[]): string {
  const lines: string[] = [];
  for (const a of audits) {
    if (a.error) lines.push(`  ${a.page}: Lighthouse failed: ${a.error}`);
    for (const f of a.findings) {
      lines.push(
        `  ${a.page} [${f.category}] ${f.id}: ${f.title}${f.displayValue ? ` (${f.displayValue})` : ""} score ${f.score}`,
      );
    }
  }
  return lines.join("\n");
}

export function loadTable(results: LoadResult[]): string {
  return table(
    ["target", "req/s", "p50 ms", "p99 ms", "max ms", "errors", "non-2xx", "vs static"],
    results.map((r) => [
      `${r.name} ${r.path}`,
      r.requestsPerSecond.toFixed(0),
      r.p50Ms,
      r.p99Ms,
      r.maxMs,
      r.errors + r.timeouts,
      r.non2xx,
      r.ratioToStatic === null ? "-" : `${(r.ratioToStatic * 100).toFixed(1)}%`,
    ]),
  );
}

export function budgetTable(checks: BudgetCheck[]): string {
  return table(
    ["", "budget", "measured"],
    checks.map((c) => [c.ok ? "ok" : "FAIL", c.budget, c.detail]),
  );
}
