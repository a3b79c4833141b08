import { X } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { m } from "#app/lib/i18n/i18n.ts";
import { clearFiltersHref, filterChips } from "./chips.ts";
import type { JobFilters } from "./filters.ts";
import { useLabels } from "./stored-labels.ts";

/** The active filters above the results: each chip is a link to the search without it; then Clear all. */
export function FilterChips({ filters }: { filters: JobFilters }) {
  const chips = filterChips(filters, useLabels());
  if (!chips.length) return null;
  return (
    <nav aria-label={m.jobs_chips_label()} className="mb-3">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.href}>
            <Link
              to={chip.href}
              preventScrollReset
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2.5 pl-3.5 text-sm font-medium text-brand-800 hover:bg-brand-100 sm:min-h-9"
            >
              {chip.label}
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">{m.jobs_chips_remove()}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={clearFiltersHref(filters)}
            preventScrollReset
            className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline sm:min-h-9"
          >
            {m.jobs_clear_all()}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
