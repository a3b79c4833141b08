/**
 * The digest run killed half-way (SIGKILL, no clean-up) and started again: every due alert ends with exactly
 * one digest record and exactly one mail. Runs the real `scripts/alerts.ts --now` as a child process.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "#db/paths.ts";
import { seedSampleData } from "#app/features/jobs/seed.server.ts";
import { publishCopy } from "../tests/support/alert-jobs.ts";
import { createTestDatabase } from "../tests/support/database.ts";
import { mailCountsByRecipient } from "../tests/support/delivered-mail.ts";
import { runCommand } from "../tests/support/run-script.ts";

const ALERTS = 300;

describe("digest run killed half-way", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pearlbridge-alerts-crash-"));
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: "crash-test-secret-crash-test-secret-0123",
      NODE_ENV: "test",
      SMTP_URL: "",
    };
    const db = database.db;
    await seedSampleData(db);
    const [source] = (await db.execute<{ id: string }>(sql`SELECT id FROM jobs WHERE status = 'published' LIMIT 1`)).rows;
    for (let i = 1; i <= 3; i++) {
      await publishCopy(db, {
        from: source!.id,
        id: `crash-${i}`,
        title: `Crash Test Role ${i}`,
        postedAt: new Date(Date.now() - 3_600_000),
      });
    }
    // Every alert matches every job and has the three new ones since its last digest two hours ago.
    await db.execute(sql`
      INSERT INTO job_alerts (id, email, query, frequency, status, confirmed_at, last_digest_at)
      SELECT gen_random_uuid()::text, 'crash' || g || '@example.org', 'x=' || g, 'daily', 'active',
             now() - interval '3 days', now() - interval '2 hours'
      FROM generate_series(1, ${ALERTS}) AS g`);
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const digestCount = async () =>
    (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM alert_digests`)).rows[0]?.n ?? 0;

  it("records and mails every due digest exactly once after a SIGKILL and a second run", async () => {
    const child = spawn("npx tsx scripts/alerts.ts --now", {
      cwd: projectRoot,
      shell: true,
      detached: true, // its own process group: the kill reaches npx, tsx and node at once
      env: { ...process.env, ...env },
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    let atKill = 0;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      atKill = await digestCount();
      if (atKill >= 20) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    process.kill(-child.pid!, "SIGKILL");
    await exited;
    const afterKill = await digestCount();
    expect(atKill, "the run was killed after some periods were recorded").toBeGreaterThan(0);
    expect(afterKill, "and before all of them").toBeLessThan(ALERTS);

    const second = await runCommand("npx tsx scripts/alerts.ts --now", env, 120_000);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain(`Digests: ${ALERTS - afterKill} due`);

    const perAlert = (
      await database.db.execute<{ n: number }>(
        sql`SELECT count(d.alert_id)::int AS n FROM job_alerts a LEFT JOIN alert_digests d ON d.alert_id = a.id GROUP BY a.id`,
      )
    ).rows.map((r) => r.n);
    expect(perAlert).toHaveLength(ALERTS);
    expect(new Set(perAlert)).toEqual(new Set([1]));

    // One queue entry per digest, every one of them sent …
    const queued = (
      await database.db.execute<{ status: string; n: number }>(
        sql`SELECT status, count(*)::int AS n FROM queued_mails WHERE key LIKE 'digest:%' GROUP BY status`,
      )
    ).rows;
    expect(queued).toEqual([{ status: "sent", n: ALERTS }]);
    // … and handed to the mailer once per recipient.
    const mails = mailCountsByRecipient(dataDir, /new jobs:/);
    expect(mails.size).toBe(ALERTS);
    expect(new Set(mails.values())).toEqual(new Set([1]));

    // A third run finds nothing due.
    const third = await runCommand("npx tsx scripts/alerts.ts --now", env, 120_000);
    expect(third.output).toContain("Digests: 0 due");
  }, 300_000);
});
