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

/** A job alert: pending (waiting for its confirmation link), active or paused; and how often it mails. */
export const ALERT_STATUSES = ["pending", "active", "paused"] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const ALERT_FREQUENCIES = ["daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Why a visitor reports a job (app/features/reports/report-rules.ts has the labels), and where the report stands. */
export const REPORT_REASONS = ["asks_for_money", "fake_company", "misleading", "discrimination", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** "open", then "actioned" (the job was unpublished from the queue) or "dismissed". */
export const REPORT_STATUSES = ["open", "actioned", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A tracker step's state (app/features/tracker): not yet done, done, or skipped as not needed. */
export const TRACKER_STEP_STATUSES = ["open", "done", "skipped"] as const;
export type TrackerStepStatus = (typeof TRACKER_STEP_STATUSES)[number];
