import type { JobSeed } from "#content/types.ts";
import { detectAdLanguage } from "./ad-language.ts";
import { categorySlug } from "./categories.ts";
import { MAX_DEADLINE_DAYS } from "./lifecycle.ts";
import { parseRelativeAge } from "./posted-age.ts";
import { annualSalaryRange, salarySortKey } from "./salary.ts";

const DAY = 86_400_000;

/**
 * The application deadline of a sample job, relative to its posting date: 30, 60 or 90 days after it, the first
 * that is still at least a week ahead of the seeding; a job posted more than 83 days earlier gets 90 days and
 * is therefore already expired, as it would be on a real board.
 */
export function sampleDeadline(postedAt: Date, now: Date): Date {
  for (const days of [30, 60, MAX_DEADLINE_DAYS]) {
    const deadline = new Date(postedAt.getTime() + days * DAY);
    if (deadline.getTime() - now.getTime() >= 7 * DAY) return deadline;
  }
  return new Date(postedAt.getTime() + MAX_DEADLINE_DAYS * DAY);
}

/**
 * The database row of a sample job: published at its posting date; the search columns are derived here, once, and
 * the ad's language is detected from its texts (a sample job has no form in which anyone chose it).
 */
export function jobRowFromSeed(job: JobSeed, companyId: string, now: Date) {
  const range = annualSalaryRange(job.salary);
  const postedAt = new Date(now.getTime() - parseRelativeAge(job.postedAt));
  return {
    id: job.id,
    title: job.title,
    companyId,
    company: job.company,
    location: job.location,
    citySlug: job.location.toLowerCase(),
    salary: job.salary,
    salaryMin: range?.min ?? null,
    salaryMax: range?.max ?? null,
    salarySort: salarySortKey(job.salary),
    jobType: job.jobType,
    category: job.category,
    categorySlug: categorySlug(job.category),
    occupation: job.occupation,
    experienceLevel: job.experienceLevel,
    postedAt,
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits,
    isFeatured: job.isFeatured,
    status: "published" as const,
    publishedAt: postedAt,
    applicationDeadline: sampleDeadline(postedAt, now),
    germanLevel: job.germanLevel,
    englishLevel: job.englishLevel,
    visaSponsorship: job.visaSponsorship,
    relocationSupport: job.relocationSupport,
    adLanguage: detectAdLanguage([job.title, job.description, ...job.requirements, ...job.benefits].join("\n")),
    createdAt: postedAt,
    updatedAt: postedAt,
  };
}
