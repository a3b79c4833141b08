/**
 * The system under test: a production build in build-bench/, our own embedded PostgreSQL in a temporary
 * folder, and `node server.js` on a free port pointed at it (so the bench knows the database URL and can add
 * generated jobs while the server runs).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startEmbeddedPostgres, type EmbeddedPostgres } from "#db/embedded.ts";

export { freePort };

export const ROOT = path.resolve(import.meta.dirname, "..");
export const BUILD_DIR = "build-bench";
export const CLIENT_DIR = path.join(ROOT, BUILD_DIR, "client");

export function build(): void {
  const started = Date.now();
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/react-router"), ["build"], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`);
  console.log(`Built ${BUILD_DIR}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A temporary folder that the postgres user (when we run as root) can pass through. */
export function makeTempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-bench-"));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export async function startDatabase(tempDir: string): Promise<EmbeddedPostgres> {
  return startEmbeddedPostgres({ dataDir: path.join(tempDir, "db"), port: 0, log: () => {} });
}

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up (code ${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs / 1000} s:\n${output()}`);
}

export async function startServer(opts: { databaseUrl: string; dataDir: string }): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const many = "1000000";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      EMBEDDED_PG_PORT: "0",
      LOG_REQUESTS: "false",
      RATE_LIMIT_SIGN_IN_MAX: many,
      RATE_LIMIT_FORM_MAX: many,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealth(url, child, () => log);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, pid: child.pid!, stop };
}

/** Every process under these (Linux: read from /proc), the roots included. */
function processTree(roots: readonly number[]): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the second field after the command, which is in parentheses and may hold spaces.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      /* the process ended while we looked */
    }
  }
  const all: number[] = [];
  const visit = (pid: number) => {
    all.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  roots.forEach(visit);
  return all;
}

/** The niceness of the server and its database while Lighthouse audits (decision 217). */
export const BACKGROUND_NICENESS = 10;

/**
 * Runs `work` with the server, its database and their children at a lower CPU priority, then puts them back.
 * In Lighthouse's model the phone has its CPU to itself and the server is another machine; here they share two
 * cores, and the server's work on the page's own requests (its images, its manifest) lengthened the page's
 * tasks, which Lighthouse then counts four times over.
 */
export async function withSiteInBackground<T>(roots: readonly number[], work: () => Promise<T>): Promise<T> {
  const setAll = (niceness: number) => {
    let refused = false;
    for (const pid of processTree(roots)) {
      try {
        os.setPriority(pid, niceness);
      } catch (e) {
        // A process that ended meanwhile is no matter; raising the priority back needs root.
        // (os.setPriority reports the system's code in `info`.)
        if ((e as { info?: { code?: string } }).info?.code !== "ESRCH") refused = true;
      }
    }
    return !refused;
  };
  setAll(BACKGROUND_NICENESS);
  try {
    return await work();
  } finally {
    if (!setAll(0)) console.log(`(The server keeps niceness ${BACKGROUND_NICENESS}: only root can raise it back.)`);
  }
}

export interface BenchSite {
  url: string;
  databaseUrl: string;
  /** The server's DATA_DIR (its outbox, auth secret and uploads). */
  dataDir: string;
}

/**
 * Builds (unless `skipBuild`), starts a database and the server in a temporary folder, runs `run` against them,
 * then stops both and removes the folder, also when `run` throws.
 */
export async function withBenchSite<T>(skipBuild: boolean, run: (site: BenchSite) => Promise<T>): Promise<T> {
  if (!skipBuild) build();
  const tempDir = makeTempDir();
  const dataDir = path.join(tempDir, "data");
  const database = await startDatabase(tempDir);
  let server: RunningServer | undefined;
  try {
    server = await startServer({ databaseUrl: database.url, dataDir });
    return await run({ url: server.url, databaseUrl: database.url, dataDir });
  } finally {
    await server?.stop();
    await database.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}
