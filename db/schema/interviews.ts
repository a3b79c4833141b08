/** Interviews of an application across time zones (issue 29; docs/decisions/195-interview-life-cycle.md). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { jobApplications } from "./applications.ts";
import { user } from "./auth.ts";
import { organization } from "./companies.ts";

/**
 * One interview of an application: proposed (times offered, waiting for the candidate), other_times (the candidate
 * asked for other times), booked (one time chosen: starts_at/ends_at and the place are copied from the slot), or
 * cancelled. `sequence` is the calendar invitation's SEQUENCE: one more on every change the calendars must see.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    /** The company member who runs the interview: overlaps are refused per organizer. Null once that account is gone. */
    organizerId: text("organizer_id").references(() => user.id, { onDelete: "set null" }),
    /** The organizer's time zone when proposing: the times are entered and shown on that clock. */
    organizerZone: text("organizer_zone").notNull(),
    status: text("status").notNull().default("proposed"),
    /** The organizer's note with the proposal (shown to the candidate). */
    note: text("note"),
    /** The candidate's note when asking for other times. */
    candidateNote: text("candidate_note"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    videoUrl: text("video_url"),
    address: text("address"),
    sequence: integer("sequence").notNull().default(0),
    /** Why it was cancelled or moved last, and by whom ("candidate" or "employer"). */
    reason: text("reason"),
    changedBy: text("changed_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("interviews_application_idx").on(t.applicationId, t.createdAt.desc()),
    // The organizer's booked interviews, for the overlap check and the counts.
    index("interviews_organizer_booked_idx")
      .on(t.organizerId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index("interviews_company_idx").on(t.companyId, t.status, t.startsAt),
    check("interviews_status_check", sql`${t.status} in ('proposed', 'other_times', 'booked', 'cancelled')`),
    check("interviews_booked_check", sql`${t.status} <> 'booked' OR (${t.startsAt} IS NOT NULL AND ${t.endsAt} IS NOT NULL)`),
  ],
);

/** The times offered with a proposal (two to five); replaced when new times are proposed. */
export const interviewSlots = pgTable(
  "interview_slots",
  {
    id: serial("id").primaryKey(),
    interviewId: integer("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    videoUrl: text("video_url"),
    address: text("address"),
  },
  (t) => [index("interview_slots_interview_idx").on(t.interviewId, t.startsAt)],
);

/** The time zone a person reads interview times in (saved on the account; absent means the default of their side). */
export const interviewTimeZones = pgTable("interview_time_zones", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  timeZone: text("time_zone").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
