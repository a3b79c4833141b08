import type { JobStatus } from "#app/features/jobs/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** A job's status as the employer reads it, in the page's language (message functions: call them when shown). */
export const STATUS_LABELS: Record<JobStatus, () => string> = {
  draft: m.employer_job_status_draft,
  pending_review: m.employer_job_status_pending_review,
  published: m.employer_job_status_published,
  closed: m.employer_job_status_closed,
  expired: m.employer_job_status_expired,
  rejected: m.employer_job_status_rejected,
};
