/**
 * The stored statuses of the site's records: the database's check constraints (db/schema) and the features'
 * rules and labels read these lists, so a status is added in one place.
 */

/**
 * A job's stored status (docs/product.md#job-life-cycle). "Expired" is never stored: it is a published job whose
 * deadline has passed (app/features/jobs/lifecycle.ts).
 */
export const JOB_STATUSES = ["draft", "pending_review", "published", "closed", "rejected"] as const;
export type JobStoredStatus = (typeof JOB_STATUSES)[number];

/** An application's status, in the order of the pipeline; Withdrawn is the candidate's alone. */
export const APPLICATION_STATUSES = [
  "submitted",
  "reviewed",
  "shortlisted",
  "interview",
  "offer",
  "hired",
  "rejected",
  "withdrawn",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Where the recognition of a candidate's qualifications in Germany stands. */
export const RECOGNITION_STATUSES = ["not_started", "in_progress", "partial", "full", "not_needed"] as const;
export type RecognitionStatus = (typeof RECOGNITION_STATUSES)[number];
