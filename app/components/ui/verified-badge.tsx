import { BadgeCheck } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** The mark of a company an administrator has verified (company_profiles.verified). */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-green-800",
        className,
      )}
    >
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified employer
    </span>
  );
}
