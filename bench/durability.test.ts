import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleJobs } from "#content/jobs/index.ts";
import { startEmbeddedPostgres } from "#db/embedded.ts";
import { freePort, outboxLink, startServer, requireBuild, type ServerProcess } from "../tests/support/server-process.ts";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-dur-"));
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
});

async function signedInUser(server: ServerProcess, n: number): Promise<string> {
  const email = `crash-${n}-${Date.now()}@example.org`;
  const headers = { "content-type": "application/json", origin: server.url, "x-test-client-ip": `192.0.2.${n + 10}` };
  const up = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: `Crash Tester ${n}`, email, password: "secret-pass", phoneNumber: "+256700000002" }),
  });
  expect(up.status).toBe(200);
  // Confirmed in the browser that signed up: with the sign-up's cookie (decision 036).
  const browser = up.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  await fetch(await outboxLink(server.dataDir, email), { redirect: "manual", headers: { cookie: browser } });
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: "secret-pass" }),
  });
  expect(signIn.status).toBe(200);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("durability", () => {
  beforeAll(requireBuild);

  it("answers 503 while the database is down and recovers without a restart", async () => {
    const pgDir = tmp();
    const port = await freePort();
    let database = await startEmbeddedPostgres({ dataDir: pgDir, port, log: () => {} });
    cleanup.push(() => database.stop());
    const server = await startServer({ DATABASE_URL: database.url });
    cleanup.push(() => server.stop());
    expect((await fetch(`${server.url}/jobs`)).status).toBe(200);

    await database.stop();
    for (const p of ["/jobs", "/job/1", "/"]) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.status, p).toBe(503);
      expect(await res.text()).not.toMatch(/at .*\.js:\d+/);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

    database = await startEmbeddedPostgres({ dataDir: pgDir, port, log: () => {} });
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await fetch(`${server.url}/jobs`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 90_000);

  it("keeps every acknowledged application through a kill -9 of the app, once each", async () => {
    const dataDir = tmp();
    let server = await startServer({ TRUSTED_PROXY_IP_HEADER: "x-test-client-ip" }, { dataDir });
    const cookies = await Promise.all([1, 2, 3].map((n) => signedInUser(server, n)));
    const work = cookies.flatMap((cookie) => sampleJobs.map((j) => ({ cookie, jobId: j.id })));
    const acknowledged: { cookie: string; jobId: string }[] = [];
    let killed = false;
    const apply = async (item: (typeof work)[number]) => {
      try {
        const form = new FormData();
        form.set("cv", "none");
        const res = await fetch(`${server.url}/job/${encodeURIComponent(item.jobId)}/apply`, {
          method: "POST",
          headers: { cookie: item.cookie, origin: server.url },
          body: form,
          redirect: "manual",
        });
        // Applied: back to the job page with the toast Application Submitted (a closed job or an error
        // answers otherwise). The toast rides in the signed flash cookie: base64 JSON, then its signature.
        const flash = res.headers
          .getSetCookie()
          .find((c) => c.startsWith("pearlbridge_flash="))
          ?.split(";")[0]
          ?.slice("pearlbridge_flash=".length);
        const toast = flash ? Buffer.from(decodeURIComponent(flash).split(".")[0] ?? "", "base64").toString("utf8") : "";
        if (res.status === 302 && toast.includes("Application Submitted")) acknowledged.push(item);
      } catch {
        /* the app died mid-request: not acknowledged */
      }
    };
    // 6 clients apply concurrently; the app is killed in the middle.
    let next = 0;
    const clients = Array.from({ length: 6 }, async () => {
      while (!killed) {
        const item = work[next++];
        if (!item) break;
        await apply(item);
      }
    });
    setTimeout(() => {
      killed = true;
      server.child.kill("SIGKILL");
    }, 700);
    await Promise.all(clients);
    expect(acknowledged.length).toBeGreaterThan(0);

    server = await startServer({ TRUSTED_PROXY_IP_HEADER: "x-test-client-ip" }, { dataDir });
    cleanup.push(() => server.stop());
    expect(server.output()).toMatch(/left running by a previous run|PostgreSQL ready/);
    // A second server on the same data directory is refused with a clear message.
    await expect(startServer({}, { dataDir })).rejects.toThrow(/Another PearlBridge Jobs server \(pid \d+\) is already running/);

    const pidFile = fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n");
    const password = fs.readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
    const client = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${pidFile[3]}/postgres` });
    await client.connect();
    const { rows } = await client.query<{ job_id: string; n: number; email: string }>(
      `SELECT a.job_id, u.email, count(*)::int AS n FROM job_applications a JOIN "user" u ON u.id = a.user_id GROUP BY 1, 2`,
    );
    await client.end();
    const stored = new Set(rows.map((r) => `${r.email}|${r.job_id}`));
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const sessions = await Promise.all(
      cookies.map(
        async (cookie) =>
          [cookie, (await (await fetch(`${server.url}/account/data`, { headers: { cookie } })).json()).account.email] as const,
      ),
    );
    const emailOf = new Map(sessions);
    for (const a of acknowledged) expect(stored.has(`${emailOf.get(a.cookie)}|${a.jobId}`)).toBe(true);
  }, 120_000);
});
