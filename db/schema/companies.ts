/**
 * Companies: Better Auth's organization plugin (docs/decisions/014-companies-and-job-life-cycle.md), each
 * company's public profile, and when its members last opened the dashboard.
 */
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/** A company. Name and slug (the public URL /company/{slug}) are the plugin's; its `logo` and `metadata` are unused. */
export const organization = pgTable("organization", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo: text("logo"),
  metadata: text("metadata"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A user's membership of a company, with the role owner, admin or recruiter. */
export const member = pgTable(
  "member",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("member_organization_user_key").on(t.organizationId, t.userId), index("member_user_id_idx").on(t.userId)],
);

export const invitation = pgTable(
  "invitation",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role"),
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("invitation_organization_id_idx").on(t.organizationId), index("invitation_email_idx").on(t.email)],
);

/**
 * A company's public profile, one row per organization. Our own table rather than plugin fields, so that the
 * plugin's endpoints can never write `verified` or `suspended` (decision 014).
 */
export const companyProfiles = pgTable("company_profiles", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  /** A key in file storage, or for the sample companies a public path under /logos/; null: a letter avatar. */
  logoKey: text("logo_key"),
  industry: text("industry").notNull().default(""),
  /** City of the head office in Germany. */
  headquarters: text("headquarters").notNull().default(""),
  website: text("website"),
  about: text("about").notNull().default(""),
  /** Set by administrators: the Verified employer badge, and jobs publish without review. */
  verified: boolean("verified").notNull().default(false),
  /** Set by administrators: the company and all its jobs are gone from the public side. */
  suspended: boolean("suspended").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** When a member last opened their company's dashboard: "new applications since your last visit". */
export const dashboardVisits = pgTable(
  "dashboard_visits",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    /** The visit before the current one: what "since your last visit" counts from. */
    previousVisitAt: timestamp("previous_visit_at", { withTimezone: true }),
    lastVisitAt: timestamp("last_visit_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
);
