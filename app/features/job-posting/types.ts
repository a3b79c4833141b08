import type { JobStatus, StoredStatus } from "#app/features/jobs/public.ts";

/** A job in the employer's list (dates as ISO strings, so they cross the network unchanged). */
export interface CompanyJobRow {
  id: string;
  title: string;
  location: string;
  status: JobStatus;
  storedStatus: StoredStatus;
  publishedAt: string | null;
  applicationDeadline: string | null;
  /** The latest deadline an extension may choose (90 days after the first publication). */
  latestDeadline: string | null;
  rejectionReason: string | null;
  /** When the employer closed it; kept while changes to a closed job wait for review. */
  closedAt: string | null;
  updatedAt: string;
  applicants: number;
  views: number;
}
