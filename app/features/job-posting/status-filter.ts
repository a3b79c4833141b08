import { JOB_STATUS_LABELS, type JobStatus } from "#app/features/jobs/public.ts";

/** The tabs of /employer/jobs: every job, or one status (Expired as computed). */
export const STATUS_FILTERS = [
  { value: "all", label: "All" },
  ...(["draft", "pending_review", "published", "closed", "expired", "rejected"] as const).map((s) => ({
    value: s,
    label: JOB_STATUS_LABELS[s],
  })),
] as const satisfies readonly { value: string; label: string }[];

export type StatusFilter = "all" | JobStatus;

export function matchesFilter(status: JobStatus, filter: StatusFilter): boolean {
  return filter === "all" || status === filter;
}
