/**
 * Server throughput with autocannon: the searches and a job page, next to a static file of the same size
 * served by the same Express server (the ceiling for this machine: no database, no React render).
 */
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

export const STATIC_FILE = "bench-static.html";

export const LOAD_TARGETS = [
  { name: "keyword search", path: "/jobs?search=warehouse" },
  { name: "filtered search", path: "/jobs?location=berlin&type=full-time&sort=salary_high_low&salary=30000-90000" },
  { name: "job page", path: "/job/1" },
  { name: "static file", path: `/${STATIC_FILE}` },
] as const;

export interface LoadResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** This target's req/s divided by the static file's. */
  ratioToStatic: number | null;
}

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
  warmupSeconds: number;
}

/** A static copy of the /jobs page, so that the static file and the pages move the same number of bytes. */
export async function writeStaticFile(baseUrl: string, clientDir: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}/jobs`)).text();
  fs.writeFileSync(path.join(clientDir, STATIC_FILE), html);
  return Buffer.byteLength(html);
}

export async function runLoad(baseUrl: string, opts: LoadOptions): Promise<LoadResult[]> {
  // Browsers ask for compressed pages: so do we, with Chromium's header, so that compression is part of the cost.
  const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
  const results: LoadResult[] = [];
  for (const target of LOAD_TARGETS) {
    const url = baseUrl + target.path;
    const check = await fetch(url, { headers });
    if (!check.ok) throw new Error(`${target.path} answered ${check.status}`);
    await check.arrayBuffer();
    if (opts.warmupSeconds > 0) await autocannon({ url, connections: opts.connections, duration: opts.warmupSeconds, headers });
    const r = await autocannon({ url, connections: opts.connections, duration: opts.durationSeconds, headers, timeout: 30 });
    results.push({
      name: target.name,
      path: target.path,
      requestsPerSecond: r.requests.average,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      requests: r.requests.total,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      ratioToStatic: null,
    });
  }
  const staticRps = results.find((r) => r.path === `/${STATIC_FILE}`)?.requestsPerSecond;
  for (const r of results) r.ratioToStatic = staticRps ? r.requestsPerSecond / staticRps : null;
  return results;
}
