import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { queuedMails, type MailAttachment } from "#db/schema.ts";
import { consumeRateLimit, hashedKey } from "./rate-limit.server.ts";

/**
 * E-mail goes out through the durable queue (docs/decisions/023-durable-job-queue.md): a request stores the mail
 * in its own transaction, and a worker sends it afterwards, retrying with backoff while the mail server fails.
 */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Files sent with the mail (stored with it, so a retry sends them too). */
  attachments?: MailAttachment[];
}

export type { MailAttachment };

/** The queue task that sends one queued mail (its payload: `{ id }` of the queued_mails row). */
export const MAIL_TASK = "mail.send";

/**
 * Attempts before a mail is given up. The queue waits e^n seconds after the n-th failure (at most e^10 s, about
 * 6 h): 13 attempts span about 22 hours, so a mail server that is down for most of a day still gets the mail.
 */
export const MAIL_MAX_ATTEMPTS = 13;

/**
 * Queues a mail in the caller's transaction (or on the database): committed with the change, or not at all.
 * A second call with the same key is ignored. With `sendAt` the mail is due then (a reminder): the queue job's
 * run_at, so no worker takes it earlier; `cancelQueuedMails` takes it back before that (decision 196).
 */
export async function queueMail(
  db: Pick<Db, "execute">,
  mail: QueuedMail,
  options?: { key?: string; sendAt?: Date },
): Promise<void> {
  const sendAt = options?.sendAt?.toISOString() ?? null;
  // One statement: the row (skipped when the key is taken) and the queue job for exactly that row.
  await db.execute(sql`
    WITH mail AS (
      INSERT INTO queued_mails (key, "to", subject, text, html, headers, attachments, send_at)
      VALUES (${options?.key ?? null}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html},
              ${mail.headers ? JSON.stringify(mail.headers) : null}::jsonb,
              ${mail.attachments?.length ? JSON.stringify(mail.attachments) : null}::jsonb,
              ${sendAt}::timestamptz)
      ON CONFLICT (key) DO NOTHING
      RETURNING id, send_at
    )
    SELECT graphile_worker.add_job(${MAIL_TASK}, json_build_object('id', mail.id),
                                   run_at := coalesce(mail.send_at, now()), max_attempts := ${MAIL_MAX_ATTEMPTS})
    FROM mail`);
}

/**
 * Takes back queued mails that are not sent yet (the reminders of a moved or cancelled interview), by their keys:
 * they are marked cancelled, and their queue jobs, when they come due, find nothing to send. Answers how many.
 */
export async function cancelQueuedMails(db: Pick<Db, "update">, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db
    .update(queuedMails)
    .set({ status: "cancelled", text: "", html: "", attachments: null, updatedAt: new Date() })
    .where(and(inArray(queuedMails.key, keys), eq(queuedMails.status, "queued")))
    .returning({ id: queuedMails.id });
  return rows.length;
}

/** A database or one of its transactions: a capped mail is counted and queued in the caller's transaction. */
type DbOrTransaction = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** How many mails one recipient may get per window (RATE_LIMIT_MAIL_MAX per RATE_LIMIT_MAIL_WINDOW_SECONDS). */
export interface MailCap {
  max: number;
  windowSeconds: number;
}

/**
 * Queues a mail unless its recipient already got `cap.max` capped mails in the current window; answers whether
 * it was queued. Every mail that a request can make us send to an address not proven to be the requester's (sign-up
 * and reset links, invitations, newsletter and job-alert confirmations) goes through it, with one counter per
 * address (`mail:<hashed address>`) shared by all of them, so repeating or mixing such requests cannot flood an
 * inbox. Over the cap the mail is dropped silently: the caller answers as if it was sent, so the answer never tells
 * whether an address got mail recently (decision 032). In a transaction, a rollback takes back the count too.
 */
export async function queueCappedMail(db: DbOrTransaction, mail: QueuedMail, cap: MailCap): Promise<boolean> {
  // A transaction has every query method of the database; consumeRateLimit only runs one statement on it.
  const { allowed } = await consumeRateLimit(db as Db, `mail:${hashedKey(mail.to)}`, cap.max, cap.windowSeconds);
  if (!allowed) {
    console.warn(`[mail] limit reached for a recipient; not sending "${mail.subject}"`);
    return false;
  }
  await queueMail(db, mail);
  return true;
}

/** What a worker needs to send one queued mail: the mailer's send. */
export type SendMail = (mail: QueuedMail) => Promise<void>;

/**
 * Sends the queued mail `id` (the queue task's body). A mail already sent is not sent again (a job that ran twice
 * after a crash between sending and completing). A failure is recorded on the row and thrown, so that the queue
 * retries; the last allowed attempt marks the mail as given up.
 */
export async function deliverQueuedMail(
  db: Db,
  send: SendMail,
  job: { id: number; attempt: number; maxAttempts: number },
): Promise<void> {
  const [row] = await db.select().from(queuedMails).where(eq(queuedMails.id, job.id));
  // Sent already, or cancelled (a reminder of an interview that moved): nothing to do.
  if (!row || row.status === "sent" || row.status === "cancelled") return;
  const mail: QueuedMail = { to: row.to, subject: row.subject, text: row.text, html: row.html };
  if (row.headers) mail.headers = row.headers;
  if (row.attachments?.length) mail.attachments = row.attachments;
  try {
    await send(mail);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(queuedMails)
      .set({
        attempts: job.attempt,
        lastError: message.slice(0, 1000),
        status: job.attempt >= job.maxAttempts ? "failed" : "queued",
        updatedAt: new Date(),
      })
      .where(eq(queuedMails.id, job.id));
    throw error;
  }
  // The bodies hold sign-in and reset links (and attachments personal data): not kept once delivered.
  await db
    .update(queuedMails)
    .set({
      status: "sent",
      attempts: job.attempt,
      text: "",
      html: "",
      attachments: null,
      sentAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(queuedMails.id, job.id));
}

export interface MailProblem {
  id: number;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  /** "retrying" while the queue still tries, "failed" once it gave up. */
  state: "retrying" | "failed";
  createdAt: Date;
  updatedAt: Date;
}

/** Mails that failed at least once and are not sent: given up ones and those still being retried, newest first. */
export async function mailProblems(db: Db, limit = 200): Promise<MailProblem[]> {
  const rows = await db
    .select({
      id: queuedMails.id,
      to: queuedMails.to,
      subject: queuedMails.subject,
      attempts: queuedMails.attempts,
      lastError: queuedMails.lastError,
      status: queuedMails.status,
      createdAt: queuedMails.createdAt,
      updatedAt: queuedMails.updatedAt,
    })
    .from(queuedMails)
    .where(and(inArray(queuedMails.status, ["queued", "failed"]), sql`${queuedMails.lastError} IS NOT NULL`))
    .orderBy(desc(queuedMails.updatedAt))
    .limit(limit);
  return rows.map(({ status, ...r }) => ({ ...r, state: status === "failed" ? "failed" : "retrying" }));
}
