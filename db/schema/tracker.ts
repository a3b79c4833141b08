/** The recognition and visa tracker: a job seeker's progress through the steps from documents to arrival. */
import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { TRACKER_STEP_STATUSES } from "#vocabulary/statuses.ts";
import { user } from "./auth.ts";
import { inList } from "./in-list.ts";

/**
 * One row per step the person has touched (decision 186): ticked, dated, noted or given a document. Steps are
 * defined in app/features/tracker/steps.ts by id; a row whose step was since removed is ignored, not deleted.
 */
export const trackerSteps = pgTable(
  "tracker_steps",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    stepId: text("step_id").notNull(),
    /** open, done, or skipped (only a step for regulated professions may be skipped). */
    status: text("status").notNull().default("open"),
    /** The person's date for the step (when it was done or is booked), "YYYY-MM-DD". */
    stepDate: date("step_date", { mode: "string" }),
    note: text("note").notNull().default(""),
    /** A private document for the step: a key in file storage, with what its download needs. */
    fileKey: text("file_key"),
    fileName: text("file_name"),
    fileContentType: text("file_content_type"),
    fileSize: integer("file_size"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.stepId] }),
    check("tracker_steps_status_check", sql`${t.status} IN (${inList(TRACKER_STEP_STATUSES)})`),
  ],
);
