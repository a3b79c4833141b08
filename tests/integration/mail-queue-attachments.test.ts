/**
 * The mail queue's attachments and due times (decision 196): a calendar invitation travels with its queued mail to a
 * real SMTP server; a mail due later is held by the queue until then, and a cancelled one is never sent.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queuedMails } from "#db/schema.ts";
import { cancelQueuedMails, queueMail, type QueuedMail } from "#app/lib/mail-queue.server.ts";
import type { QueueWorker } from "#app/lib/job-queue.server.ts";
import { startWorker } from "../../server/worker.ts";
import { createTestServices } from "../support/services.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";

const ICS =
  "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:interview-1@pearlbridgejobs.com\r\nSEQUENCE:0\r\nDTSTART:20270326T090000Z\r\nDTEND:20270326T094500Z\r\nSUMMARY:Interview\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";

const mail = (to: string, more: Partial<QueuedMail> = {}): QueuedMail => ({
  to,
  subject: `Interview booked for ${to}`,
  text: "Your interview is booked.",
  html: "<p>Your interview is booked.</p>",
  ...more,
});

describe("attachments over SMTP", () => {
  let smtp: TestSmtpServer;
  let s: Awaited<ReturnType<typeof createTestServices>>;
  const workers: QueueWorker[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    s = await createTestServices({ SMTP_URL: smtp.url, MAIL_FROM: "PearlBridge Jobs <no-reply@pearlbridgejobs.com>" });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await s.close();
    await smtp.stop();
  });

  it("sends the stored .ics as a text/calendar attachment and forgets it once sent", async () => {
    await queueMail(
      s.db,
      mail("grace@example.org", {
        attachments: [{ filename: "interview.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: ICS }],
      }),
    );
    const [stored] = await s.db.select().from(queuedMails).where(eq(queuedMails.to, "grace@example.org"));
    expect(stored?.attachments?.[0]?.filename).toBe("interview.ics");
    workers.push(await startWorker(s, { schedule: [], pollIntervalMs: 200 }));
    const [message] = await smtp.waitFor(1);
    expect(message?.subject).toBe("Interview booked for grace@example.org");
    const [file] = message?.attachments ?? [];
    expect(file?.filename).toBe("interview.ics");
    expect(file?.contentType).toBe("text/calendar");
    expect(file?.content.toString("utf8")).toBe(ICS);
    // Sent: the row no longer holds the body or the file (personal data).
    await expect
      .poll(async () => (await s.db.select().from(queuedMails).where(eq(queuedMails.id, stored!.id)))[0]?.status)
      .toBe("sent");
    const [sent] = await s.db.select().from(queuedMails).where(eq(queuedMails.id, stored!.id));
    expect(sent).toMatchObject({ attachments: null, text: "", html: "" });
  });
});

describe("mails due later", () => {
  let s: Awaited<ReturnType<typeof createTestServices>>;
  beforeAll(async () => {
    s = await createTestServices();
  });
  afterAll(() => s.close());

  const makeDue = () => s.db.execute(sql`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE run_at > now()`);

  it("holds a mail until its time, sends it then, once", async () => {
    const sendAt = new Date(Date.now() + 24 * 3_600_000);
    await queueMail(s.db, mail("later@example.org"), { key: "reminder:later", sendAt });
    const [row] = await s.db.select().from(queuedMails).where(eq(queuedMails.key, "reminder:later"));
    expect(row?.sendAt?.toISOString()).toBe(sendAt.toISOString());
    const jobs = await s.db.execute<{ run_at: string }>(sql`SELECT run_at FROM graphile_worker.jobs`);
    expect(jobs.rows.map((j) => new Date(j.run_at).toISOString())).toEqual([sendAt.toISOString()]);
    expect(await s.outbox("later@example.org")).toEqual([]);
    await makeDue();
    expect((await s.outbox("later@example.org")).map((m) => m.subject)).toEqual(["Interview booked for later@example.org"]);
    await makeDue();
    expect(await s.outbox("later@example.org")).toHaveLength(1);
  });

  it("never sends a cancelled mail, even when its job comes due; a sent mail cannot be cancelled", async () => {
    await queueMail(s.db, mail("cancelled@example.org"), { key: "reminder:cancelled", sendAt: new Date(Date.now() + 3_600_000) });
    expect(await cancelQueuedMails(s.db, ["reminder:cancelled", "reminder:later"])).toBe(1);
    await makeDue();
    expect(await s.outbox("cancelled@example.org")).toEqual([]);
    const [row] = await s.db.select().from(queuedMails).where(eq(queuedMails.key, "reminder:cancelled"));
    expect(row).toMatchObject({ status: "cancelled", text: "", html: "" });
    const [sent] = await s.db.select().from(queuedMails).where(eq(queuedMails.key, "reminder:later"));
    expect(sent?.status).toBe("sent");
  });
});
