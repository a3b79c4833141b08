import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/* ---------- Better Auth tables (property names are the field names Better Auth expects) ---------- */

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Rate-limit counters, shared by every app instance (Better Auth's table, also used by our own forms). */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/* ---------- Product tables ---------- */

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  phoneNumber: text("phone_number").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    companyLogo: text("company_logo").notNull().default(""),
    location: text("location").notNull(),
    /** Lowercase city, the value of the /jobs `location` parameter. */
    citySlug: text("city_slug").notNull(),
    salary: text("salary").notNull(),
    /** Annualised euros parsed from the salary text; null when it cannot be parsed. */
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    /** Annualised average of the salary's numbers, the key of the salary sorts. */
    salarySort: integer("salary_sort"),
    jobType: text("job_type").notNull(),
    category: text("category").notNull(),
    categorySlug: text("category_slug").notNull(),
    experienceLevel: text("experience_level").notNull(),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    description: text("description").notNull(),
    requirements: jsonb("requirements").$type<string[]>().notNull(),
    benefits: jsonb("benefits").$type<string[]>().notNull(),
    isFeatured: boolean("is_featured").notNull().default(false),
    /**
     * lower(title, company, description) joined by a control character, so that one trigram index serves
     * the keyword search (a case-insensitive substring of any of the three: docs/product.md#search-and-filters).
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(title || chr(1) || company || chr(1) || description)`),
  },
  (t) => [
    index("jobs_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    // Sort orders of the queries (jobs.server.ts), so that a page of 10 is read from an index, not sorted from
    // every row. `DESC` is `DESC NULLS FIRST` in SQL: an index must say so to serve `ORDER BY posted_at DESC`.
    index("jobs_posted_at_idx").on(t.postedAt.desc().nullsFirst(), t.id),
    // The default order of /jobs: featured first, then newest.
    index("jobs_featured_posted_at_idx").on(t.isFeatured.desc().nullsFirst(), t.postedAt.desc().nullsFirst(), t.id),
    // Newest first within a category or a city (similar jobs, filtered lists).
    index("jobs_category_slug_idx").on(t.categorySlug, t.postedAt.desc().nullsFirst(), t.id),
    index("jobs_city_slug_idx").on(t.citySlug, t.postedAt.desc().nullsFirst(), t.id),
    index("jobs_company_lower_idx").on(sql`lower(${t.company})`),
    index("jobs_salary_sort_idx").on(t.salarySort),
  ],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("job_applications_user_job_key").on(t.userId, t.jobId)],
);

export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const authSchema = { user, session, account, verification, rateLimit };
