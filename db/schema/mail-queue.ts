/** E-mail queue (docs/decisions/079-queued-mails-table.md). */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A file sent with a mail: text content (an .ics invitation) or base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: "base64";
}

/**
 * Every e-mail, queued in the transaction of the change that causes it; the queue's job carries only the id.
 * The row is the mail's state for administrators (/admin/mail): attempts, last error, given up or sent.
 */
export const queuedMails = pgTable(
  "queued_mails",
  {
    id: serial("id").primaryKey(),
    /** Optional de-duplication key: a second mail with the same key is not queued. */
    key: text("key").unique(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Files sent with the mail (a calendar invitation), kept with it until it is sent (decision 196). */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /** When the mail is due (a reminder); null: at once. The queue job runs at this time. */
    sendAt: timestamp("send_at", { withTimezone: true }),
    /** queued (waiting or retrying), sent, failed (given up), cancelled (a reminder no longer due: never sent). */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("queued_mails_status_idx").on(t.status, t.updatedAt.desc()),
    check("queued_mails_status_check", sql`${t.status} in ('queued', 'sent', 'failed', 'cancelled')`),
  ],
);
