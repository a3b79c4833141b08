/** Applications to jobs and the history of their statuses. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { APPLICATION_STATUSES } from "#vocabulary/statuses.ts";
import { user } from "./auth.ts";
import { inList } from "./in-list.ts";
import { jobs } from "./jobs.ts";

export const jobApplications = pgTable(
  "job_applications",
  {
    id: serial("id").primaryKey(),
    /**
     * The candidate; null once they deleted their account (candidate_deleted_at is then set): the employer keeps
     * the application as "Deleted candidate" with its status history (decision 020).
     */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** One of app/features/applications/statuses.ts; every change is also a row of application_status_history. */
    status: text("status").notNull().default("submitted"),
    notes: text("notes"),
    /** The employer's private note on this application: never shown to the candidate. */
    employerNote: text("employer_note"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The candidate's note to the employer, sent with the application (up to 4,000 characters). */
    coverNote: text("cover_note"),
    /**
     * The CV sent with this application: a copy in storage of its own (`cvs/...`), so that replacing or deleting
     * the profile's CV never changes what the employer received. Deleted with the candidate's account.
     */
    cvKey: text("cv_key"),
    /** The CV's original file name (cleaned), for the employer's download. */
    cvFileName: text("cv_file_name"),
    /** When the candidate deleted their account: the row stays for the employer without personal data. */
    candidateDeletedAt: timestamp("candidate_deleted_at", { withTimezone: true }),
  },
  (t) => [
    check("job_applications_candidate_check", sql`${t.userId} IS NOT NULL OR ${t.candidateDeletedAt} IS NOT NULL`),
    uniqueIndex("job_applications_user_job_key").on(t.userId, t.jobId),
    // An employer's applicants of one job, newest first.
    index("job_applications_job_id_idx").on(t.jobId, t.createdAt.desc()),
    check("job_applications_status_check", sql`${t.status} IN (${inList(APPLICATION_STATUSES)})`),
  ],
);

/** Every status an application has had, with the message the employer sent with the change (shown to the candidate). */
export const applicationStatusHistory = pgTable(
  "application_status_history",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    /** The message to the candidate that came with the change, if any. */
    message: text("message"),
    /** Who changed it: the candidate (submitted, withdrawn) or a company member; null once that account is gone. */
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_status_history_application_id_idx").on(t.applicationId, t.createdAt)],
);
