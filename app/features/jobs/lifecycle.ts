/**
 * The life cycle of a job (docs/product.md#job-life-cycle, decision 014): pure rules, no database. Each
 * transition takes the job's current life-cycle fields and returns the new ones, or the reason it is refused;
 * the caller stores the result.
 *
 * Stored statuses are draft, pending_review, published, closed and rejected. "Expired" is never stored: it is a
 * published job whose deadline has passed, computed at the moment of asking, so a job expires to the second
 * without any scheduled task.
 */

import { m } from "#app/lib/i18n/i18n.ts";
import type { JobStoredStatus } from "#vocabulary/statuses.ts";

export type StoredStatus = JobStoredStatus;
export type JobStatus = StoredStatus | "expired";

/**
 * The words the site shows for each status, in the page's language: message functions, called when shown (the one
 * list of them; the employer's pages, the admin log and the job preview all read it).
 */
export const STATUS_LABELS: Readonly<Record<JobStatus, () => string>> = {
  draft: m.employer_job_status_draft,
  pending_review: m.employer_job_status_pending_review,
  published: m.employer_job_status_published,
  closed: m.employer_job_status_closed,
  expired: m.employer_job_status_expired,
  rejected: m.employer_job_status_rejected,
};

const DAY = 86_400_000;
/** Without a chosen deadline, applications are open for 30 days after publishing. */
export const DEFAULT_DEADLINE_DAYS = 30;
/** A deadline is never more than 90 days after the job was first published. */
export const MAX_DEADLINE_DAYS = 90;
export const REJECTION_REASON_MAX = 1000;

export interface LifecycleFields {
  status: StoredStatus;
  /** The first publication; null until then. */
  publishedAt: Date | null;
  /** The application deadline; while a job was never published, the deadline the employer asked for (or null). */
  applicationDeadline: Date | null;
  closedAt: Date | null;
  rejectionReason: string | null;
}

export interface CompanyStanding {
  verified: boolean;
  suspended: boolean;
}

export type Transition = { ok: true; job: LifecycleFields } | { ok: false; error: string };

const ok = (job: LifecycleFields): Transition => ({ ok: true, job });
const refuse = (error: string): Transition => ({ ok: false, error });

/** The refusals, read in the language of the work in hand when used (getters: never frozen at import). */
export const lifecycleMessages = {
  get suspended() {
    return m.employer_lifecycle_suspended();
  },
  get notSubmittable() {
    return m.employer_lifecycle_not_submittable();
  },
  get notPending() {
    return m.employer_lifecycle_not_pending();
  },
  get notPublished() {
    return m.employer_lifecycle_not_published();
  },
  get notClosed() {
    return m.employer_lifecycle_not_closed();
  },
  get deadlinePassed() {
    return m.employer_lifecycle_deadline_passed();
  },
  get notExtendable() {
    return m.employer_lifecycle_not_extendable();
  },
  get deadlineInPast() {
    return m.employer_lifecycle_deadline_in_past();
  },
  get deadlineNotLater() {
    return m.employer_lifecycle_deadline_not_later();
  },
  get deadlineTooLate() {
    return m.employer_lifecycle_deadline_too_late({ days: String(MAX_DEADLINE_DAYS) });
  },
  get reasonRequired() {
    return m.employer_lifecycle_reason_required();
  },
  get reasonTooLong() {
    return m.employer_lifecycle_reason_too_long({ max: String(REJECTION_REASON_MAX) });
  },
  get notUnpublishable() {
    return m.employer_lifecycle_not_unpublishable();
  },
  get changedSinceRead() {
    return m.employer_lifecycle_changed_since_read();
  },
  get inReview() {
    return m.employer_lifecycle_in_review();
  },
};

/** The latest deadline a job published at `publishedAt` may have. */
export function latestDeadline(publishedAt: Date): Date {
  return new Date(publishedAt.getTime() + MAX_DEADLINE_DAYS * DAY);
}

export function defaultDeadline(publishedAt: Date): Date {
  return new Date(publishedAt.getTime() + DEFAULT_DEADLINE_DAYS * DAY);
}

/** True when a published job's deadline has passed: it is Expired. */
export function isExpired(job: Pick<LifecycleFields, "status" | "applicationDeadline">, now: Date): boolean {
  return job.status === "published" && job.applicationDeadline !== null && job.applicationDeadline.getTime() <= now.getTime();
}

/** The status as shown: the stored one, or Expired for a published job past its deadline. */
export function effectiveStatus(job: Pick<LifecycleFields, "status" | "applicationDeadline">, now: Date): JobStatus {
  return isExpired(job, now) ? "expired" : job.status;
}

/** Whether a job as the public sees it (status already computed) takes applications: Published, not expired. */
export function isOpen(job: { status: JobStatus }): boolean {
  return job.status === "published";
}

/**
 * What the public sees of a job: "open" (in search, with an apply button), "ended" (Closed or Expired: its page
 * stays with the closed notice, it leaves search and the sitemap) or "hidden" (404: drafts, pending, rejected,
 * and every job of a suspended company).
 */
export type PublicVisibility = "open" | "ended" | "hidden";

export function publicVisibility(
  job: Pick<LifecycleFields, "status" | "applicationDeadline">,
  company: Pick<CompanyStanding, "suspended">,
  now: Date,
): PublicVisibility {
  if (company.suspended) return "hidden";
  const status = effectiveStatus(job, now);
  if (status === "published") return "open";
  if (status === "closed" || status === "expired") return "ended";
  return "hidden";
}

/** A deadline for a job published at `publishedAt`: in the future and at most 90 days after publishing. */
function checkDeadline(deadline: Date, publishedAt: Date, now: Date): string | null {
  if (deadline.getTime() <= now.getTime()) return lifecycleMessages.deadlineInPast;
  if (deadline.getTime() > latestDeadline(publishedAt).getTime()) return lifecycleMessages.deadlineTooLate;
  return null;
}

/** Publishes now (first publication) or again (after a re-review), keeping a deadline that is still valid. */
function publish(job: LifecycleFields, now: Date): LifecycleFields {
  const publishedAt = job.publishedAt ?? now;
  const wanted = job.applicationDeadline;
  const valid = wanted && checkDeadline(wanted, publishedAt, now) === null;
  // Otherwise 30 days from now; for a job published earlier and reviewed again, never past its 90-day limit.
  const fallback = new Date(Math.min(defaultDeadline(now).getTime(), latestDeadline(publishedAt).getTime()));
  const deadline = valid ? wanted : fallback;
  return { ...job, status: "published", publishedAt, applicationDeadline: deadline, closedAt: null, rejectionReason: null };
}

/**
 * The employer submits a draft (or a rejected job after changing it): a verified company's job is published at
 * once, any other waits for review. A deadline the employer chose is checked now against the 90-day limit.
 */
export function submit(job: LifecycleFields, company: CompanyStanding, now: Date): Transition {
  if (company.suspended) return refuse(lifecycleMessages.suspended);
  if (job.status !== "draft" && job.status !== "rejected") return refuse(lifecycleMessages.notSubmittable);
  if (job.applicationDeadline) {
    const error = checkDeadline(job.applicationDeadline, job.publishedAt ?? now, now);
    if (error) return refuse(error);
  }
  if (company.verified) return ok(publish(job, now));
  return ok({ ...job, status: "pending_review", rejectionReason: null, closedAt: null });
}

/**
 * An administrator approves a job pending review: it is published. A closed job whose changes were checked
 * (afterEdit kept its closedAt) is closed again instead: the employer reopens it, now with approved text.
 */
export function approve(job: LifecycleFields, company: CompanyStanding, now: Date): Transition {
  if (company.suspended) return refuse(lifecycleMessages.suspended);
  if (job.status !== "pending_review") return refuse(lifecycleMessages.notPending);
  if (wasClosed(job)) return ok({ ...job, status: "closed", rejectionReason: null });
  return ok(publish(job, now));
}

/** A job pending review that the employer had closed before changing it (see afterEdit). */
function wasClosed(job: LifecycleFields): boolean {
  return job.closedAt !== null && job.publishedAt !== null && job.applicationDeadline !== null;
}

/** A job sent back to review by an edit after it was public: reopening or extending it waits for the check. */
function changedInReview(job: LifecycleFields): boolean {
  return job.status === "pending_review" && job.publishedAt !== null;
}

function checkReason(reason: string): string | Transition {
  const text = reason.trim();
  if (!text) return refuse(lifecycleMessages.reasonRequired);
  if (text.length > REJECTION_REASON_MAX) return refuse(lifecycleMessages.reasonTooLong);
  return text;
}

/** An administrator rejects a job pending review, with a reason the employer sees. */
export function reject(job: LifecycleFields, reason: string): Transition {
  if (job.status !== "pending_review") return refuse(lifecycleMessages.notPending);
  const text = checkReason(reason);
  if (typeof text !== "string") return text;
  return ok({ ...job, status: "rejected", rejectionReason: text });
}

/** An administrator takes a published (or pending) job off the site: Rejected, with the reason. */
export function unpublish(job: LifecycleFields, reason: string): Transition {
  if (job.status !== "published" && job.status !== "pending_review") return refuse(lifecycleMessages.notUnpublishable);
  const text = checkReason(reason);
  if (typeof text !== "string") return text;
  return ok({ ...job, status: "rejected", rejectionReason: text });
}

/** Stored in English with the job, as every reason is; shown in the reader's language (rejectionReasonText). */
export const SUSPENSION_REASON = "Your company was suspended by an administrator.";

/** A job's rejection reason as shown: the suspension's in the page's language; an administrator's words as written. */
export function rejectionReasonText(reason: string): string {
  return reason === SUSPENSION_REASON ? m.employer_lifecycle_suspension_reason() : reason;
}

/** A company is suspended: its published and pending jobs are unpublished; others stay as they are. */
export function onCompanySuspended(job: LifecycleFields): LifecycleFields {
  const result = unpublish(job, SUSPENSION_REASON);
  return result.ok ? result.job : job;
}

/** The employer closes a published job (also one that has expired). */
export function close(job: LifecycleFields, now: Date): Transition {
  if (job.status !== "published") return refuse(lifecycleMessages.notPublished);
  return ok({ ...job, status: "closed", closedAt: now });
}

/** The employer reopens a closed job, only while its deadline lies ahead. */
export function reopen(job: LifecycleFields, company: CompanyStanding, now: Date): Transition {
  if (company.suspended) return refuse(lifecycleMessages.suspended);
  if (changedInReview(job)) return refuse(lifecycleMessages.inReview);
  if (job.status !== "closed") return refuse(lifecycleMessages.notClosed);
  if (!job.applicationDeadline || job.applicationDeadline.getTime() <= now.getTime())
    return refuse(lifecycleMessages.deadlinePassed);
  return ok({ ...job, status: "published", closedAt: null });
}

/**
 * The employer moves the deadline of a published or closed job later, up to 90 days after publishing. An expired
 * job becomes open again; a closed one stays closed (reopen it afterwards).
 */
export function extendDeadline(job: LifecycleFields, deadline: Date, now: Date): Transition {
  if (changedInReview(job)) return refuse(lifecycleMessages.inReview);
  if ((job.status !== "published" && job.status !== "closed") || !job.publishedAt || !job.applicationDeadline) {
    return refuse(lifecycleMessages.notExtendable);
  }
  if (deadline.getTime() <= job.applicationDeadline.getTime()) return refuse(lifecycleMessages.deadlineNotLater);
  const error = checkDeadline(deadline, job.publishedAt, now);
  if (error) return refuse(error);
  return ok({ ...job, applicationDeadline: deadline });
}

/** The life-cycle fields of a copy of any job: a new draft, never published. */
export function duplicate(): LifecycleFields {
  return { status: "draft", publishedAt: null, applicationDeadline: null, closedAt: null, rejectionReason: null };
}

/**
 * Whether saving changes to a job sends it to review: for a company that is not verified, any job that has been
 * public (Published, Expired, or Closed, whose page stays public) must not show unchecked text again.
 * Draft, Pending review and Rejected jobs are not public and reach the site only through review anyway.
 */
export function editNeedsReview(status: JobStatus, company: Pick<CompanyStanding, "verified">): boolean {
  return !company.verified && (status === "published" || status === "expired" || status === "closed");
}

/**
 * The employer saved changes to a job. A job of an unverified company that has been public goes (back) to
 * review: off the site until an administrator approves it. A closed one keeps its closedAt, so that approval
 * closes it again rather than publishing what the employer had closed; reopen and extend wait for the approval.
 * Otherwise the status stays.
 */
export function afterEdit(job: LifecycleFields, company: CompanyStanding): LifecycleFields {
  if (!editNeedsReview(job.status, company)) return job;
  return { ...job, status: "pending_review", closedAt: job.status === "closed" ? job.closedAt : null };
}
