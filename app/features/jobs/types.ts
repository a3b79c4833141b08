/** A job as pages show it (dates as ISO strings so they cross the network unchanged). */
export interface JobSummary {
  id: string;
  title: string;
  company: string;
  companyLogo: string;
  location: string;
  salary: string;
  jobType: string;
  category: string;
  categorySlug: string;
  experienceLevel: string;
  postedAt: string;
  isFeatured: boolean;
  /** The start of the description, for cards. */
  excerpt: string;
}

export interface Job extends JobSummary {
  description: string;
  requirements: string[];
  benefits: string[];
}

export interface JobSearchResult {
  jobs: JobSummary[];
  total: number;
  page: number;
  totalPages: number;
}
