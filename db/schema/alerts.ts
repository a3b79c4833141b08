/** Newsletter subscriptions, job alerts and the digests sent for them. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { ALERT_FREQUENCIES, ALERT_STATUSES } from "#vocabulary/statuses.ts";
import { LANGUAGES } from "#vocabulary/languages.ts";
import { user } from "./auth.ts";
import { inList } from "./in-list.ts";

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Double opt-in: null until the link in the confirmation mail is used; only confirmed addresses get mail. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The language of its mails ("en" or "de"): the page's on which the address was entered (decision 206). */
    language: text("language").notNull().default("en"),
  },
  (t) => [check("newsletter_subscriptions_language_check", sql`${t.language} IN (${inList(LANGUAGES)})`)],
);

/**
 * Job alerts (docs/decisions/024-job-alerts.md): a saved search mailed daily or weekly. The owner is an account
 * (user_id) or, for someone signed out, an e-mail address that confirmed the alert (double opt-in).
 */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** Lowercase address of a signed-out owner; null for an account's alert (the account's address is used). */
    email: text("email"),
    /** The criteria as the normalised /jobs query string without "?" (alerts/criteria.ts); "" = every job. */
    query: text("query").notNull(),
    frequency: text("frequency").notNull(),
    /** pending (waiting for the confirmation link), active or paused. */
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The end of the last digest's window: the next digest lists jobs published after it. */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    /** When a digest mail was last sent (a period without new jobs sends none). */
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    /**
     * The language of a signed-out owner's mails: the page's on which the alert was made (decision 206). An
     * account's alert is mailed in the account's language (user.language) instead.
     */
    language: text("language").notNull().default("en"),
  },
  (t) => [
    check("job_alerts_owner_check", sql`(${t.userId} IS NULL) <> (${t.email} IS NULL)`),
    check("job_alerts_frequency_check", sql`${t.frequency} IN (${inList(ALERT_FREQUENCIES)})`),
    check("job_alerts_status_check", sql`${t.status} IN (${inList(ALERT_STATUSES)})`),
    check("job_alerts_language_check", sql`${t.language} IN (${inList(LANGUAGES)})`),
    // One alert per owner and search: saving the same search again changes its frequency.
    uniqueIndex("job_alerts_user_query_idx")
      .on(t.userId, t.query)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex("job_alerts_email_query_idx")
      .on(t.email, t.query)
      .where(sql`${t.email} IS NOT NULL`),
    // The digest run reads the active alerts of one frequency.
    index("job_alerts_active_idx")
      .on(t.frequency, t.id)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** One row per alert and period ("2025-06-02" daily, "2025-W23" weekly): a period is handled at most once. */
export const alertDigests = pgTable(
  "alert_digests",
  {
    alertId: text("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    /** New jobs found; 0 = no mail was sent. */
    jobCount: integer("job_count").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.period] })],
);
