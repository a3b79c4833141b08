import type { RequiredLevel } from "#content/types.ts";
import type { Language } from "#vocabulary/languages.ts";
import type { Relaxation } from "./keyword-query.ts";
import type { JobStatus } from "./lifecycle.ts";

export type { RequiredLevel };

/** A job as pages show it (dates as ISO strings so they cross the network unchanged). */
export interface JobSummary {
  id: string;
  title: string;
  company: string;
  /** The company's URL: /company/{companySlug}. */
  companySlug: string;
  /** The logo's URL, or "" for a letter avatar. */
  companyLogo: string;
  companyVerified: boolean;
  location: string;
  salary: string;
  jobType: string;
  category: string;
  categorySlug: string;
  /** The ISCO-08 unit group ("2221"); null for a job posted before occupations existed. */
  occupation: string | null;
  experienceLevel: string;
  postedAt: string;
  isFeatured: boolean;
  /** The start of the description, for cards. */
  excerpt: string;
  germanLevel: RequiredLevel;
  englishLevel: RequiredLevel;
  visaSponsorship: boolean;
  relocationSupport: boolean;
  /** The language the ad is written in (decision 208): marks its text lang="de"/"en" and a foreign-language ad's badge. */
  adLanguage: Language;
}

export interface Job extends JobSummary {
  /** The occupation's titles and the German licence it needs, from the server: the browser never loads the 436 titles. */
  occupationInfo: { en: string; de: string; licence: string | null } | null;
  description: string;
  requirements: string[];
  benefits: string[];
  /** Short skill tags; empty for jobs that list their skills among the requirements (the sample jobs). */
  skills: string[];
  /** The status as shown (Expired computed from the deadline). */
  status: JobStatus;
  /** ISO date-time; null only for a job that was never published. */
  applicationDeadline: string | null;
}

export interface JobSearchResult {
  jobs: JobSummary[];
  total: number;
  /** The keyword matched more than `total` jobs: the count stopped at its cap (shown as "1,000+"). */
  totalCapped?: boolean;
  page: number;
  totalPages: number;
  /** With no match for the keyword: a corrected keyword that finds jobs ("Did you mean …"). */
  suggestion?: string;
  /** No job matched every word: these are the jobs for the kept words (`keyword`), without the words `leftOut`. */
  relaxed?: Relaxation;
  /** No job, and the distance filter's place is not in the gazetteer: the name as typed. */
  unknownPlace?: string;
}
