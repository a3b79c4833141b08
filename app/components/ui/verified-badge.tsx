import { BadgeCheck } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/**
 * The mark of a company an administrator has verified (company_profiles.verified). `compactOnPhone`: below the
 * small breakpoint only the green tick shows (its name stays for screen readers), as in a job card's one-line
 * company row: one element at every width, rather than a badge and an icon of which one is hidden.
 */
export function VerifiedBadge({ className, compactOnPhone = false }: { className?: string; compactOnPhone?: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1",
        compactOnPhone
          ? "shrink-0 text-green-700 sm:rounded-full sm:bg-green-100 sm:px-2 sm:py-0.5 sm:text-xs sm:font-semibold sm:whitespace-nowrap sm:text-green-800"
          : "rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-green-800",
        className,
      )}
    >
      <BadgeCheck className={compactOnPhone ? "size-4 sm:size-3.5" : "size-3.5"} aria-hidden="true" />
      {compactOnPhone ? <span className="max-sm:sr-only">{m.jobs_verified_employer()}</span> : m.jobs_verified_employer()}
    </span>
  );
}
