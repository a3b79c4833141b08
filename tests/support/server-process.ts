import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "#db/embedded.ts";
import { projectRoot } from "#db/paths.ts";
import { buildDir } from "../../server/build-dir.js";

export { freePort };

export const BUILD_DIR = buildDir;
export const buildExists = () => fs.existsSync(path.join(projectRoot, BUILD_DIR, "server", "index.js"));

/** For tests of the production server: without a build they fail with what to do, rather than skip unseen. */
export function requireBuild(): void {
  if (!buildExists()) {
    throw new Error(`No production build in ${BUILD_DIR}/: run \`npm run build\` first (npm test builds before these tests).`);
  }
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The production server (`node server.js`) as a child process, ready when /healthz answers. */
export async function startServer(
  env: Record<string, string>,
  opts: { port?: number; dataDir?: string } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-srv-"));
  let out = "";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: "0",
      LOG_REQUESTS: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    dataDir,
    child,
    output: () => out,
    stop(signal = "SIGTERM") {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      });
    },
  };
}

/**
 * The newest link of the newest outbox mail to `to` in a server's data directory (or any of several servers': a mail
 * is sent by whichever instance's queue worker takes it). The worker writes the mail a moment after the request:
 * waits for it (up to 10 s).
 */
export async function outboxLink(dataDir: string | string[], to: string, timeoutMs = 10_000): Promise<string> {
  const dirs = (Array.isArray(dataDir) ? dataDir : [dataDir]).map((d) => path.join(d, "outbox"));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = dirs.flatMap((dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => ({ dir, f })) : []));
    for (const { dir, f } of files.sort((x, y) => y.f.localeCompare(x.f))) {
      const m = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as { to: string; links: string[] };
      const [link] = m.links;
      if (m.to === to && link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
