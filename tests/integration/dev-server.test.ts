/**
 * `npm run dev`: starts on the embedded database without a build, serves pages with Vite's hot-reload
 * client, lets `npm run db:seed` work beside it, and a Ctrl-C (SIGINT to the terminal's process group)
 * stops it together with its PostgreSQL.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sampleJobs } from "#content/jobs/index.ts";
import { projectRoot } from "#db/paths.ts";
import { freePort } from "../support/server-process.ts";
import { seedInProcess } from "../support/script-in-process.ts";

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("npm run dev", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-dev-"));
  let group: number | undefined;
  afterAll(() => {
    if (group && isAlive(group)) process.kill(-group, "SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves pages with hot reload, works with db:seed beside it, and stops with its database on Ctrl-C", async () => {
    const port = await freePort();
    const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: "0", LOG_REQUESTS: "false" };
    // Its own process group, as in a terminal, so that the SIGINT below reaches npm and node as Ctrl-C does.
    const child = spawn("npm", ["run", "--silent", "dev"], {
      cwd: projectRoot,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    group = child.pid;
    let output = "";
    child.stdout!.on("data", (d) => (output += d));
    child.stderr!.on("data", (d) => (output += d));
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

    const url = `http://localhost:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`npm run dev did not start:\n${output}`);
      if (
        await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }

    const home = await fetch(url);
    expect(home.status).toBe(200);
    const html = await home.text();
    // React Router's hot-reload runtime, served by Vite: this is the dev server, not a build.
    expect(html.includes("virtual:react-router/inject-hmr-runtime"), "no hot-reload runtime in the page").toBe(true);
    expect(html.includes("Featured Jobs"), "the home page's text is missing").toBe(true);
    // A route module as the browser gets it: compiled by Vite on request, with hot-reload code.
    const module = await fetch(`${url}/app/routes/jobs/home.tsx`);
    expect(module.status).toBe(200);
    expect((await module.text()).includes("import.meta.hot"), "the route module has no hot-reload code").toBe(true);

    // The seed's work in this process, on the configuration `npm run db:seed` would read here (the real command
    // runs in seed.test.ts; a command line costs 4 to 6 s: docs/decisions/290-script-tests-in-process.md).
    const seed = await seedInProcess({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(seed.output).toContain("the embedded PostgreSQL of the server running on");
    expect(seed.output).toContain(`(0 new, ${sampleJobs.length} refreshed)`);

    const postgresPid = Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
    expect(isAlive(postgresPid)).toBe(true);
    process.kill(-child.pid!, "SIGINT");
    await exited;
    expect(output).toContain("Stopped cleanly");
    expect(isAlive(postgresPid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
  }, 90_000);
});
