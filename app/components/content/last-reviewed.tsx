import { CalendarCheck } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#app/lib/dates.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** "Last reviewed: 1 November 2026" with a machine-readable date; `onDark` for the coloured page header. */
export function LastReviewed({
  date,
  label = m.jobs_last_reviewed(),
  onDark = false,
  className,
}: {
  date: string;
  label?: string;
  onDark?: boolean;
  className?: string;
}) {
  return (
    <p className={cn("flex items-center gap-2 text-sm", onDark ? "text-brand-100" : "text-slate-600", className)}>
      <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {label}: <time dateTime={date}>{formatDate(date)}</time>
      </span>
    </p>
  );
}
