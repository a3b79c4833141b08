import { JOB_STATUS_LABELS as STATUS_LABELS, type JobStatus } from "#app/features/jobs/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** The tabs of /employer/jobs: every job, or one status (Expired as computed). */
export const STATUS_FILTERS = [
  { value: "all", label: m.employer_jobs_filter_all },
  ...(["draft", "pending_review", "published", "closed", "expired", "rejected"] as const).map((s) => ({
    value: s,
    label: STATUS_LABELS[s],
  })),
] as const satisfies readonly { value: string; label: () => string }[];

export type StatusFilter = "all" | JobStatus;

export function matchesFilter(status: JobStatus, filter: StatusFilter): boolean {
  return filter === "all" || status === filter;
}
