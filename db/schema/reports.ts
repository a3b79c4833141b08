/** Visitors' reports about jobs, for the administrators' queue. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { REPORT_REASONS, REPORT_STATUSES } from "#vocabulary/statuses.ts";
import { user } from "./auth.ts";
import { conversationMessages } from "./conversations.ts";
import { inList } from "./in-list.ts";
import { jobs } from "./jobs.ts";

/**
 * A visitor's report about a job (a scam, a fake company …), for the administrators' queue. Who reported is kept
 * only for a signed-in reporter (their user id); the client's address is never stored (the rate limit counts a
 * hash of it). Open until an administrator unpublishes the job or dismisses the report.
 */
export const jobReports = pgTable(
  "job_reports",
  {
    id: serial("id").primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details"),
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * A message of a conversation that the candidate reported (a demand for money): the report is about the job
     * it was sent for, and the console shows the message with it (docs/decisions/192-reported-messages.md).
     */
    messageId: integer("message_id").references(() => conversationMessages.id, { onDelete: "cascade" }),
    /** "open", then "actioned" (the job was unpublished from the queue) or "dismissed". */
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("job_reports_open_idx").on(t.status, t.jobId),
    // A message is reported once.
    uniqueIndex("job_reports_message_id_key")
      .on(t.messageId)
      .where(sql`${t.messageId} IS NOT NULL`),
    check("job_reports_details_length", sql`char_length(${t.details}) <= 1000`),
    check("job_reports_reason_check", sql`${t.reason} IN (${inList(REPORT_REASONS)})`),
    check("job_reports_status_check", sql`${t.status} IN (${inList(REPORT_STATUSES)})`),
  ],
);
