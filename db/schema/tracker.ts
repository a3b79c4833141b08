/** The recognition and visa tracker: a job seeker's progress through the steps from documents to arrival. */
import { boolean, date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

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
    done: boolean("done").notNull().default(false),
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
  (t) => [primaryKey({ columns: [t.userId, t.stepId] })],
);
