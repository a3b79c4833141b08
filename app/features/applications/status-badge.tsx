import { cn } from "#app/lib/cn.ts";
import { applicationStatusLabel, isApplicationStatus, type ApplicationStatus } from "./statuses.ts";

/** One colour per status (light background, dark text: readable, and never the only sign: the word is there). */
const COLOURS: Record<ApplicationStatus, string> = {
  submitted: "bg-amber-100 text-amber-900",
  reviewed: "bg-sky-100 text-sky-900",
  shortlisted: "bg-indigo-100 text-indigo-900",
  interview: "bg-violet-100 text-violet-900",
  offer: "bg-teal-100 text-teal-900",
  hired: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
  withdrawn: "bg-slate-200 text-slate-800",
};

/** An application's status in the site's words, as a coloured badge. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-3 py-1 text-xs font-semibold",
        isApplicationStatus(status) ? COLOURS[status] : "bg-slate-100 text-slate-800",
        className,
      )}
    >
      {applicationStatusLabel(status)}
    </span>
  );
}
