import type { JobSeed } from "#content/types.ts";
import { categorySlug } from "./categories.ts";
import { parseRelativeAge } from "./posted-age.ts";
import { annualSalaryRange, salarySortKey } from "./salary.ts";

/** The database row of a sample job: the search columns are derived here, once, when the job is stored. */
export function jobRowFromSeed(job: JobSeed, now: Date) {
  const range = annualSalaryRange(job.salary);
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    companyLogo: job.companyLogo ?? "",
    location: job.location,
    citySlug: job.location.toLowerCase(),
    salary: job.salary,
    salaryMin: range?.min ?? null,
    salaryMax: range?.max ?? null,
    salarySort: salarySortKey(job.salary),
    jobType: job.jobType,
    category: job.category,
    categorySlug: categorySlug(job.category),
    experienceLevel: job.experienceLevel,
    postedAt: new Date(now.getTime() - parseRelativeAge(job.postedAt)),
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits,
    isFeatured: job.isFeatured,
  };
}
