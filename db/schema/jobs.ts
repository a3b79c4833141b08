/** Jobs, their daily view counts, and the jobs people saved. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { LANGUAGES } from "#vocabulary/languages.ts";
import { LANGUAGE_LEVELS } from "#vocabulary/levels.ts";
import { JOB_STATUSES } from "#vocabulary/statuses.ts";
import { user } from "./auth.ts";
import { organization } from "./companies.ts";
import { places } from "./places.ts";
import { inList } from "./in-list.ts";

/** PostgreSQL's full-text document type; read as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    /** The employer. Restrict: a company with jobs is suspended, never deleted (decision 014). */
    companyId: text("company_id")
      .notNull()
      .references(() => organization.id, { onDelete: "restrict" }),
    /**
     * The company's name, copied because the keyword search indexes it with the title and description. Kept
     * equal to organization.name by database triggers (migration 0002), whatever writes either table.
     */
    company: text("company").notNull(),
    /** The place's label as shown (places.label); older jobs keep the text they were posted with. */
    location: text("location").notNull(),
    /** The place in the gazetteer; null only for an old job whose text named no known place. */
    placeId: integer("place_id").references(() => places.id, { onDelete: "restrict" }),
    /** The place's slug (places.slug), the value of the /jobs `location` parameter and its option counts. */
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
    /**
     * The ISCO-08 unit group (4 digits, content/isco-08.ts; docs/decisions/179-isco-08-occupations.md). Null only for a
     * job posted before occupations existed: it stays valid until edited, when the form asks for one.
     */
    occupation: text("occupation"),
    /** The language the ad is written in ("en" or "de"): set in the form, suggested by detection (decision 208). */
    adLanguage: text("ad_language").notNull().default("en"),
    experienceLevel: text("experience_level").notNull(),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    description: text("description").notNull(),
    requirements: jsonb("requirements").$type<string[]>().notNull(),
    benefits: jsonb("benefits").$type<string[]>().notNull(),
    /** Skills the job asks for, as short tags ("Forklift licence", "Excel"); shown on the job page and searched. */
    skills: jsonb("skills").$type<string[]>().notNull().default([]),
    isFeatured: boolean("is_featured").notNull().default(false),
    /** draft, pending_review, published, closed or rejected; "expired" is published with the deadline passed (lifecycle.ts). */
    status: text("status").notNull().default("draft"),
    /** The first publication; the deadline may be at most 90 days after it. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    applicationDeadline: timestamp("application_deadline", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Why an administrator rejected or unpublished the job; shown to the employer. */
    rejectionReason: text("rejection_reason"),
    /** German and English level the job needs: none or a CEFR level A1..C2. */
    germanLevel: text("german_level").notNull().default("none"),
    englishLevel: text("english_level").notNull().default("none"),
    visaSponsorship: boolean("visa_sponsorship").notNull().default(false),
    relocationSupport: boolean("relocation_support").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The keyword search's document: title (weight A), skills (B), company, category and city (C) and description
     * (D), each in English and German word forms without accents. Written by a trigger (migration
     * search_keyword_sql) because unaccent is not immutable; docs/decisions/027-keyword-search.md. Replaces the
     * trigram-indexed lower(title, company, description) column of the substring search.
     */
    searchVector: tsvector("search_vector"),
    /** The same without the description: small enough to rank every match quickly (title > skills > the rest). */
    searchRankVector: tsvector("search_rank_vector"),
  },
  (t) => {
    // The public side reads only published jobs: the list indexes hold only those rows (partial indexes).
    const published = sql`${t.status} = 'published'`;
    return [
      check("jobs_status_check", sql`${t.status} IN (${inList(JOB_STATUSES)})`),
      check("jobs_german_level_check", sql`${t.germanLevel} IN (${inList(LANGUAGE_LEVELS)})`),
      check("jobs_english_level_check", sql`${t.englishLevel} IN (${inList(LANGUAGE_LEVELS)})`),
      check("jobs_occupation_check", sql`${t.occupation} ~ '^[0-9]{4}$'`),
      check("jobs_ad_language_check", sql`${t.adLanguage} IN (${inList(LANGUAGES)})`),
      check(
        "jobs_published_has_deadline_check",
        sql`${t.status} IN ('draft', 'pending_review', 'rejected') OR (${t.publishedAt} IS NOT NULL AND ${t.applicationDeadline} IS NOT NULL)`,
      ),
      index("jobs_search_vector_idx").using("gin", t.searchVector).where(published),
      // Open jobs are published ones whose deadline lies ahead (expiry is computed, never stored): a range scan.
      index("jobs_open_deadline_idx").on(t.applicationDeadline).where(published),
      // Sort orders of the queries (jobs.server.ts), so that a page of 10 is read from an index, not sorted from
      // every row. `DESC` is `DESC NULLS FIRST` in SQL: an index must say so to serve `ORDER BY posted_at DESC`.
      index("jobs_posted_at_idx").on(t.postedAt.desc().nullsFirst(), t.id).where(published),
      // The default order of /jobs: featured first, then newest.
      index("jobs_featured_posted_at_idx")
        .on(t.isFeatured.desc().nullsFirst(), t.postedAt.desc().nullsFirst(), t.id)
        .where(published),
      // Newest first within a category or a city (similar jobs, filtered lists).
      index("jobs_category_slug_idx").on(t.categorySlug, t.postedAt.desc().nullsFirst(), t.id).where(published),
      index("jobs_place_id_idx").on(t.placeId).where(published),
      // The keyword search also finds an occupation's jobs by its title (docs/decisions/182-occupations-in-search.md).
      index("jobs_occupation_idx").on(t.occupation).where(published),
      index("jobs_city_slug_idx").on(t.citySlug, t.postedAt.desc().nullsFirst(), t.id).where(published),
      index("jobs_salary_sort_idx").on(t.salarySort).where(published),
      // A company's jobs, public (company page) and all of them (the employer's list).
      index("jobs_company_id_idx").on(t.companyId, t.postedAt.desc().nullsFirst(), t.id),
      // The moderation queue.
      index("jobs_pending_review_idx")
        .on(t.updatedAt)
        .where(sql`${t.status} = 'pending_review'`),
      // The job-fact filters: at most a German level; visa sponsorship; relocation support.
      index("jobs_german_level_idx").on(t.germanLevel, t.postedAt.desc().nullsFirst(), t.id).where(published),
      index("jobs_visa_sponsorship_idx")
        .on(t.postedAt.desc().nullsFirst(), t.id)
        .where(sql`${t.status} = 'published' AND ${t.visaSponsorship}`),
      index("jobs_relocation_support_idx")
        .on(t.postedAt.desc().nullsFirst(), t.id)
        .where(sql`${t.status} = 'published' AND ${t.relocationSupport}`),
    ];
  },
);

/** A job page's views per day (UTC): a counter only, no visitor data. */
export const jobViews = pgTable(
  "job_views",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.day] })],
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
