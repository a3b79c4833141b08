/**
 * The database schema, one module per area under db/schema/; this file gathers them for Drizzle (db/client.ts)
 * and drizzle-kit (drizzle.config.ts). Import tables from here: `#db/schema.ts`.
 */
import { account, rateLimit, session, user, verification } from "./schema/auth.ts";
import { invitation, member, organization } from "./schema/companies.ts";

export * from "./schema/auth.ts";
export * from "./schema/companies.ts";
export * from "./schema/profiles.ts";
export * from "./schema/places.ts";
export * from "./schema/jobs.ts";
export * from "./schema/applications.ts";
export * from "./schema/conversations.ts";
export * from "./schema/audit.ts";
export * from "./schema/reports.ts";
export * from "./schema/mail-queue.ts";
export * from "./schema/alerts.ts";
export * from "./schema/rate-limits.ts";
export * from "./schema/tracker.ts";
export * from "./schema/interviews.ts";
export * from "./schema/verification.ts";

export const authSchema = { user, session, account, verification, rateLimit, organization, member, invitation };
