import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "#db/paths.ts";
import { readOutbox } from "#app/features/auth/mailer.server.ts";
import { queueMail } from "#app/lib/mail-queue.server.ts";
import { createTestDatabase } from "../support/database.ts";

/** `npm run worker` as a process of its own: sends what was queued, stops cleanly on SIGTERM. */
describe("npm run worker", () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-worker-"));
  });
  afterAll(async () => {
    await t.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends the queued mail into the outbox, then stops cleanly on SIGTERM", async () => {
    await queueMail(t.db, { to: "worker@example.org", subject: "From the worker", text: "Hi", html: "<p>Hi</p>" });
    // What `npm run worker` runs (package.json), without npm in between, so that SIGTERM reaches the worker.
    const child = spawn(path.join(projectRoot, "node_modules/.bin/tsx"), ["scripts/worker.ts"], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: t.url, DATA_DIR: dataDir, SEED_SAMPLE_DATA: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      await expect
        .poll(() => readOutbox(path.join(dataDir, "outbox"), "worker@example.org").length, { timeout: 30_000, interval: 200 })
        .toBe(1);
      expect(output).toContain("Worker started");
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited, output).toBe(0);
    expect(output).toContain("Worker stopped cleanly");
  }, 60_000);
});
