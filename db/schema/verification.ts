/** Companies' requests to be verified, for the administrators' queue (issue 27, item 7). */
import { sql } from "drizzle-orm";
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { VERIFICATION_REQUEST_STATUSES } from "#vocabulary/verification.ts";
import { user } from "./auth.ts";
import { organization } from "./companies.ts";
import { inList } from "./in-list.ts";

/**
 * What an owner or admin of a company gave the administrators to check (the register entry, the address, the
 * website, a contact), and the decision. Rows are kept after the decision: a declined company asks again with a
 * new row. At most one request of a company waits at a time (the partial unique index), even when two managers
 * send the form at once.
 */
export const companyVerificationRequests = pgTable(
  "company_verification_requests",
  {
    id: serial("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    /** "HRB 12345, Amtsgericht München", or another register or trade licence. */
    registerNumber: text("register_number").notNull(),
    street: text("street").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    /** With its scheme ("https://…"), as the company profile stores a website. */
    website: text("website").notNull(),
    contactName: text("contact_name").notNull(),
    /** A phone number as E.164, or an e-mail address. */
    contactPhoneOrEmail: text("contact_phone_or_email").notNull(),
    status: text("status", { enum: VERIFICATION_REQUEST_STATUSES }).notNull().default("pending"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Sent to the company with a decline. */
    declineReason: text("decline_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("company_verification_requests_pending_key")
      .on(t.organizationId)
      .where(sql`${t.status} = 'pending'`),
    index("company_verification_requests_organization_idx").on(t.organizationId, t.createdAt.desc()),
    index("company_verification_requests_status_idx").on(t.status, t.createdAt),
    check("company_verification_requests_status_check", sql`${t.status} IN (${inList(VERIFICATION_REQUEST_STATUSES)})`),
  ],
);
