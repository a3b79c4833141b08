import { JOB_STATUS_LABELS as STATUS_LABELS, type JobStatus } from "#app/features/jobs/public.ts";
import { cn } from "#app/lib/cn.ts";

const STATUS_STYLES: Record<JobStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  pending_review: "bg-amber-100 text-amber-900",
  published: "bg-green-100 text-green-900",
  closed: "bg-slate-200 text-slate-800",
  expired: "bg-orange-100 text-orange-900",
  rejected: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: JobStatus }) {
  return (
    <span className={cn("inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_STYLES[status])}>
      {STATUS_LABELS[status]()}
    </span>
  );
}
