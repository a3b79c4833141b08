import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
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

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * "job_seeker" or "employer", fixed at sign-up (decision 015). Not a Better Auth field: no auth endpoint can
     * read or write it; the employer sign-up sets it in the database hook that creates the company.
     */
    kind: text("kind").notNull().default("job_seeker"),
    /** Site administrator: granted at sign-in to the addresses of ADMIN_EMAILS, or by `npm run admin`. */
    isAdmin: boolean("is_admin").notNull().default(false),
  },
  (t) => [check("user_kind_check", sql`${t.kind} IN ('job_seeker', 'employer')`)],
);

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
    /** The company an employer works in at the moment (Better Auth's organization plugin). */
    activeOrganizationId: text("active_organization_id"),
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

/* ---------- Companies: Better Auth's organization plugin (docs/decisions/014-companies-and-job-life-cycle.md) ---------- */

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

/* ---------- Product tables ---------- */

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  phoneNumber: text("phone_number").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A level of the Common European Framework, or "none". */
export const LANGUAGE_LEVELS = ["none", "A1", "A2", "B1", "B2", "C1", "C2"] as const;
/** Where the recognition of the candidate's qualifications in Germany stands. */
export const RECOGNITION_STATUSES = ["not_started", "in_progress", "partial", "full", "not_needed"] as const;

export interface WorkExperienceEntry {
  role: string;
  employer: string;
  country: string;
  /** Month, "YYYY-MM". */
  from: string;
  /** Month, "YYYY-MM"; empty while the job goes on. */
  to: string;
  description: string;
}
export interface EducationEntry {
  qualification: string;
  school: string;
  country: string;
  /** Year finished (or expected), "YYYY". */
  year: string;
}
export interface OtherLanguage {
  language: string;
  level: (typeof LANGUAGE_LEVELS)[number];
}

/**
 * A job seeker's profile for employers (decision 020): one row per user, made on the first save. Its own table
 * rather than more columns on `profiles` (name and phone, which every account has): only candidates have one,
 * and the lists are read and written whole, as jsonb. A null means "not stated", which the completeness meter
 * asks for.
 */
export const candidateProfiles = pgTable(
  "candidate_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    headline: text("headline").notNull().default(""),
    about: text("about").notNull().default(""),
    skills: jsonb("skills").$type<string[]>().notNull().default([]),
    workExperience: jsonb("work_experience").$type<WorkExperienceEntry[]>().notNull().default([]),
    education: jsonb("education").$type<EducationEntry[]>().notNull().default([]),
    germanLevel: text("german_level"),
    /** The German certificate, if any ("Goethe-Zertifikat B1"). */
    germanCertificate: text("german_certificate").notNull().default(""),
    englishLevel: text("english_level"),
    otherLanguages: jsonb("other_languages").$type<OtherLanguage[]>().notNull().default([]),
    recognitionStatus: text("recognition_status"),
    currentCity: text("current_city").notNull().default(""),
    currentCountry: text("current_country").notNull().default(""),
    /** German cities the candidate would move to. */
    citiesOfInterest: jsonb("cities_of_interest").$type<string[]>().notNull().default([]),
    availableFrom: date("available_from", { mode: "string" }),
    /** The profile's CV: a key in file storage (never a URL), with what the download needs. */
    cvKey: text("cv_key"),
    /** The uploaded file's name, cleaned of paths and control characters; only ever sent back in Content-Disposition. */
    cvFileName: text("cv_file_name"),
    cvContentType: text("cv_content_type"),
    cvSize: integer("cv_size"),
    cvUploadedAt: timestamp("cv_uploaded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "candidate_profiles_german_level_check",
      sql`${t.germanLevel} IS NULL OR ${t.germanLevel} IN ('none', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2')`,
    ),
    check(
      "candidate_profiles_english_level_check",
      sql`${t.englishLevel} IS NULL OR ${t.englishLevel} IN ('none', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2')`,
    ),
    check(
      "candidate_profiles_recognition_check",
      sql`${t.recognitionStatus} IS NULL OR ${t.recognitionStatus} IN ('not_started', 'in_progress', 'partial', 'full', 'not_needed')`,
    ),
  ],
);

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
      check("jobs_status_check", sql`${t.status} IN ('draft', 'pending_review', 'published', 'closed', 'rejected')`),
      check("jobs_german_level_check", sql`${t.germanLevel} IN ('none', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2')`),
      check("jobs_english_level_check", sql`${t.englishLevel} IN ('none', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2')`),
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
    check(
      "job_applications_status_check",
      sql`${t.status} IN ('submitted', 'reviewed', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn')`,
    ),
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
  /** Double opt-in: null until the link in the confirmation mail is used; only confirmed addresses get mail. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
});

/** The reasons a visitor can give when reporting a job (app/features/reports/report-rules.ts has their labels). */
export const JOB_REPORT_REASONS = ["asks_for_money", "fake_company", "misleading", "discrimination", "other"] as const;

/**
 * A visitor's report about a job (a scam, a fake company …), for the administrators' queue. Who reported is kept
 * only for a signed-in reporter (their user id); the client's address is never stored (the rate limit counts a
 * hash of it). Open until an administrator unpublishes the job or dismisses the report.
 */
export const jobReports = pgTable(
  "job_reports",
  {
    id: serial("id").primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: JOB_REPORT_REASONS }).notNull(),
    details: text("details"),
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "set null" }),
    /** "open", then "actioned" (the job was unpublished from the queue) or "dismissed". */
    status: text("status", { enum: ["open", "actioned", "dismissed"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("job_reports_open_idx").on(t.status, t.jobId),
    check("job_reports_details_length", sql`char_length(${t.details}) <= 1000`),
    check(
      "job_reports_reason_check",
      sql`${t.reason} IN ('asks_for_money', 'fake_company', 'misleading', 'discrimination', 'other')`,
    ),
    check("job_reports_status_check", sql`${t.status} IN ('open', 'actioned', 'dismissed')`),
  ],
);

/* ---------- E-mail queue (docs/decisions/023-durable-job-queue.md) ---------- */

/**
 * Every e-mail, queued in the transaction of the change that causes it; the queue's job carries only the id.
 * The row is the mail's state for administrators (/admin/mail): attempts, last error, given up or sent.
 */
export const queuedMails = pgTable(
  "queued_mails",
  {
    id: serial("id").primaryKey(),
    /** Optional de-duplication key: a second mail with the same key is not queued. */
    key: text("key").unique(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** queued (waiting or retrying), sent, failed (given up). */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("queued_mails_status_idx").on(t.status, t.updatedAt.desc()),
    check("queued_mails_status_check", sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/**
 * Job alerts (docs/decisions/024-job-alerts.md): a saved search mailed daily or weekly. The owner is an account
 * (user_id) or, for someone signed out, an e-mail address that confirmed the alert (double opt-in).
 */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** Lowercase address of a signed-out owner; null for an account's alert (the account's address is used). */
    email: text("email"),
    /** The criteria as the normalised /jobs query string without "?" (alerts/criteria.ts); "" = every job. */
    query: text("query").notNull(),
    frequency: text("frequency").notNull(),
    /** pending (waiting for the confirmation link), active or paused. */
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The end of the last digest's window: the next digest lists jobs published after it. */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    /** When a digest mail was last sent (a period without new jobs sends none). */
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [
    check("job_alerts_owner_check", sql`(${t.userId} IS NULL) <> (${t.email} IS NULL)`),
    check("job_alerts_frequency_check", sql`${t.frequency} IN ('daily', 'weekly')`),
    check("job_alerts_status_check", sql`${t.status} IN ('pending', 'active', 'paused')`),
    // One alert per owner and search: saving the same search again changes its frequency.
    uniqueIndex("job_alerts_user_query_idx")
      .on(t.userId, t.query)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex("job_alerts_email_query_idx")
      .on(t.email, t.query)
      .where(sql`${t.email} IS NOT NULL`),
    // The digest run reads the active alerts of one frequency.
    index("job_alerts_active_idx")
      .on(t.frequency, t.id)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** One row per alert and period ("2025-06-02" daily, "2025-W23" weekly): a period is handled at most once. */
export const alertDigests = pgTable(
  "alert_digests",
  {
    alertId: text("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    /** New jobs found; 0 = no mail was sent. */
    jobCount: integer("job_count").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.period] })],
);

export const authSchema = { user, session, account, verification, rateLimit, organization, member, invitation };
