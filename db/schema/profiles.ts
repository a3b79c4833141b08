/** Job seekers' profiles: the account's contact details and the candidate profile employers see. */
import { sql } from "drizzle-orm";
import { check, date, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { LANGUAGE_LEVELS, type LanguageLevel } from "#vocabulary/levels.ts";
import { AGE_BANDS, MAX_YEARS_EXPERIENCE, QUALIFICATION_LEVELS, REGULATED_ANSWERS } from "#vocabulary/situation.ts";
import { RECOGNITION_STATUSES } from "#vocabulary/statuses.ts";
import { user } from "./auth.ts";
import { inList } from "./in-list.ts";

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  phoneNumber: text("phone_number").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
  level: LanguageLevel;
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
    /*
     * The candidate's situation (decision 184): private, read only by the residence-route rules and the tracker,
     * never shown to employers. Null means "not stated".
     */
    qualificationLevel: text("qualification_level"),
    /** The field of that qualification, in the candidate's words ("Nursing", "Electrical installation"). */
    qualificationField: text("qualification_field").notNull().default(""),
    yearsExperience: integer("years_experience"),
    ageBand: text("age_band"),
    regulatedProfession: text("regulated_profession"),
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
      sql`${t.germanLevel} IS NULL OR ${t.germanLevel} IN (${inList(LANGUAGE_LEVELS)})`,
    ),
    check(
      "candidate_profiles_english_level_check",
      sql`${t.englishLevel} IS NULL OR ${t.englishLevel} IN (${inList(LANGUAGE_LEVELS)})`,
    ),
    check(
      "candidate_profiles_qualification_level_check",
      sql`${t.qualificationLevel} IS NULL OR ${t.qualificationLevel} IN (${inList(QUALIFICATION_LEVELS)})`,
    ),
    check(
      "candidate_profiles_years_experience_check",
      sql`${t.yearsExperience} IS NULL OR ${t.yearsExperience} BETWEEN 0 AND ${sql.raw(String(MAX_YEARS_EXPERIENCE))}`,
    ),
    check("candidate_profiles_age_band_check", sql`${t.ageBand} IS NULL OR ${t.ageBand} IN (${inList(AGE_BANDS)})`),
    check(
      "candidate_profiles_regulated_check",
      sql`${t.regulatedProfession} IS NULL OR ${t.regulatedProfession} IN (${inList(REGULATED_ANSWERS)})`,
    ),
    check(
      "candidate_profiles_recognition_check",
      sql`${t.recognitionStatus} IS NULL OR ${t.recognitionStatus} IN (${inList(RECOGNITION_STATUSES)})`,
    ),
  ],
);
