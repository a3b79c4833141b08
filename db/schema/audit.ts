/** The audit log of administrative and employer actions. */
import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { organization } from "./companies.ts";

/**
 * Who did what, when: every administrative and employer action (decision 015). Rows are only ever inserted.
 * The actor's e-mail is copied so that the log still names them after the account is deleted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** The company acted in or on, if any. */
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "set null" }),
    /** A dotted verb such as "job.publish", "application.status", "company.verify". */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    /** Small facts about the change (new status, reason); never passwords or file contents. */
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt.desc()),
    index("audit_log_organization_id_idx").on(t.organizationId, t.createdAt.desc()),
  ],
);
