import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queuedMails } from "#db/schema.ts";
import { deliverQueuedMail, MAIL_MAX_ATTEMPTS, mailProblems, queueMail, type QueuedMail } from "#app/lib/mail-queue.server.ts";
import type { QueueWorker } from "#app/lib/job-queue.server.ts";
import { loader as adminMailLoader } from "#app/routes/admin/mail.tsx";
import { startWorker } from "../../server/worker.ts";
import { createSignedInUser, pageRequest, routeArgs } from "../support/accounts.ts";
import { createTestServices } from "../support/services.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const mail = (n: number | string, to = "amina@example.org"): QueuedMail => ({
  to,
  subject: `Queued mail ${n}`,
  text: `Hello ${n}, plain text part`,
  html: `<p>Hello ${n}, <b>HTML part</b></p>`,
});

async function queueJobs(s: { db: Parameters<typeof queueMail>[0] & { execute: unknown } }): Promise<number> {
  const result = await (s.db as unknown as { execute: (q: unknown) => Promise<{ rows: { n: number }[] }> }).execute(
    sql`SELECT count(*)::int AS n FROM graphile_worker.jobs`,
  );
  return result.rows[0]?.n ?? -1;
}

describe("the mail queue: committed with the change, or not at all", () => {
  let s: Awaited<ReturnType<typeof createTestServices>>;
  beforeAll(async () => {
    s = await createTestServices({ ADMIN_EMAILS: "postmaster@example.org" });
  });
  afterAll(async () => {
    await s.close();
  });

  it("a change that rolls back leaves no queued mail; a committed change sends exactly one", async () => {
    await expect(
      s.db.transaction(async (tx) => {
        await queueMail(tx, mail("rolled back", "rollback@example.org"));
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    expect(await s.db.select().from(queuedMails).where(eq(queuedMails.to, "rollback@example.org"))).toEqual([]);
    expect(await queueJobs(s)).toBe(0);
    expect(await s.outbox("rollback@example.org")).toEqual([]);

    await s.db.transaction(async (tx) => {
      await queueMail(tx, mail("committed", "commit@example.org"));
    });
    expect(await queueJobs(s)).toBe(1);
    const sent = await s.outbox("commit@example.org");
    expect(sent.map((m) => m.subject)).toEqual(["Queued mail committed"]);
    // Delivered once: running the queue again sends nothing more.
    await s.deliverQueuedMail();
    expect(await s.outbox("commit@example.org")).toHaveLength(1);
    expect(await queueJobs(s)).toBe(0);
  });

  it("ignores a second mail with the same key", async () => {
    await queueMail(s.db, mail("keyed", "keyed@example.org"), { key: "digest:42:2026-11-23" });
    await queueMail(s.db, mail("keyed again", "keyed@example.org"), { key: "digest:42:2026-11-23" });
    await s.deliverQueuedMail();
    await queueMail(s.db, mail("keyed after sending", "keyed@example.org"), { key: "digest:42:2026-11-23" });
    expect((await s.outbox("keyed@example.org")).map((m) => m.subject)).toEqual(["Queued mail keyed"]);
  });

  it("records the headers in the outbox entry and forgets a sent mail's body", async () => {
    await queueMail(s.db, { ...mail("headers", "headers@example.org"), headers: { "X-Test": "yes" } });
    const [entry] = await s.outbox("headers@example.org");
    expect(entry?.headers).toEqual({ "X-Test": "yes" });
    const [row] = await s.db.select().from(queuedMails).where(eq(queuedMails.to, "headers@example.org"));
    expect(row).toMatchObject({ status: "sent", attempts: 1, text: "", html: "" });
  });

  it("marks a mail that failed its last attempt as given up, with its error, for administrators", async () => {
    // The row alone (no queue job): the attempts are made here, as the worker's mail task makes them.
    const [row] = await s.db.insert(queuedMails).values(mail("doomed", "doomed@example.org")).returning();
    const failing = () => Promise.reject(new Error("550 mailbox unavailable"));
    await expect(deliverQueuedMail(s.db, failing, { id: row!.id, attempt: 1, maxAttempts: MAIL_MAX_ATTEMPTS })).rejects.toThrow();
    expect((await mailProblems(s.db)).find((p) => p.to === "doomed@example.org")).toMatchObject({
      state: "retrying",
      attempts: 1,
      lastError: "550 mailbox unavailable",
    });
    await expect(
      deliverQueuedMail(s.db, failing, { id: row!.id, attempt: MAIL_MAX_ATTEMPTS, maxAttempts: MAIL_MAX_ATTEMPTS }),
    ).rejects.toThrow();
    expect((await mailProblems(s.db)).find((p) => p.to === "doomed@example.org")).toMatchObject({
      state: "failed",
      attempts: MAIL_MAX_ATTEMPTS,
      subject: "Queued mail doomed",
    });
    // /admin/mail lists it: recipient, subject, attempts, last error, when.
    const admin = await createSignedInUser(s, { email: "postmaster@example.org" });
    const page = await adminMailLoader(routeArgs(pageRequest("/admin/mail", { cookie: admin.cookie })));
    expect(page.mails).toEqual([
      expect.objectContaining({
        to: "doomed@example.org",
        subject: "Queued mail doomed",
        attempts: MAIL_MAX_ATTEMPTS,
        lastError: "550 mailbox unavailable",
        state: "failed",
        updatedAt: expect.stringMatching(/^\d{4}-/),
      }),
    ]);
  });
});

describe("delivery to a real SMTP server", () => {
  let smtp: TestSmtpServer;
  let s: Awaited<ReturnType<typeof createTestServices>>;
  const workers: QueueWorker[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    s = await createTestServices({ SMTP_URL: smtp.url, MAIL_FROM: "PearlBridge Jobs <no-reply@pearlbridgejobs.com>" });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    smtp.messages.length = 0;
    smtp.refuse(null);
    await smtp.start();
  });
  afterAll(async () => {
    await s.close();
    await smtp.stop();
  });

  it("arrives with From, To, Subject, text and HTML parts and custom headers", async () => {
    await queueMail(s.db, {
      ...mail("parts", "grace@example.org"),
      headers: {
        "List-Unsubscribe": "<https://jobs.example/unsubscribe?t=abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    workers.push(await startWorker(s, { schedule: [], pollIntervalMs: 200 }));
    const [message] = await smtp.waitFor(1);
    expect(message?.from?.text).toBe('"PearlBridge Jobs" <no-reply@pearlbridgejobs.com>');
    expect(message?.to && !Array.isArray(message.to) ? message.to.text : "").toBe("grace@example.org");
    expect(message?.subject).toBe("Queued mail parts");
    expect(message?.text?.trim()).toBe("Hello parts, plain text part");
    expect(message?.html).toBe("<p>Hello parts, <b>HTML part</b></p>");
    const header = (key: string) => message?.headerLines.find((h) => h.key === key)?.line;
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(header("list-unsubscribe")).toBe("List-Unsubscribe: <https://jobs.example/unsubscribe?t=abc>");
  });

  for (const outage of ["stopped", "refusing with 451"] as const) {
    it(`loses nothing and doubles nothing while the mail server is ${outage} for a while`, async () => {
      if (outage === "stopped") await smtp.stop();
      else smtp.refuse(451);
      const count = 8;
      for (let i = 0; i < count; i++) await queueMail(s.db, mail(`outage ${outage} ${i}`, `outage${i}@example.org`));
      workers.push(await startWorker(s, { schedule: [], pollIntervalMs: 200 }));
      // Every mail tries once and fails; the error is recorded for administrators.
      await expect
        .poll(async () => (await mailProblems(s.db)).filter((p) => p.subject.startsWith(`Queued mail outage ${outage}`)).length, {
          timeout: 10_000,
        })
        .toBe(count);
      expect(smtp.messages).toHaveLength(0);
      // The mail server returns: the retries (after e^1 s) deliver all of them, each once.
      if (outage === "stopped") await smtp.start();
      else smtp.refuse(null);
      await smtp.waitFor(count, 20_000);
      await new Promise((r) => setTimeout(r, 500));
      const subjects = smtp.messages.map((m) => m.subject).sort();
      expect(subjects).toEqual(Array.from({ length: count }, (_, i) => `Queued mail outage ${outage} ${i}`).sort());
      const rows = await s.db.select({ status: queuedMails.status }).from(queuedMails);
      expect(rows.every((r) => r.status === "sent")).toBe(true);
    });
  }

  it("two workers on one database never send the same mail twice", async () => {
    const count = 40;
    for (let i = 0; i < count; i++) await queueMail(s.db, mail(`pair ${i}`, `pair${i}@example.org`));
    workers.push(await startWorker(s, { schedule: [], pollIntervalMs: 100 }));
    workers.push(await startWorker(s, { schedule: [], pollIntervalMs: 100 }));
    await smtp.waitFor(count);
    await new Promise((r) => setTimeout(r, 1000));
    const subjects = smtp.messages.map((m) => m.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
  });
});
