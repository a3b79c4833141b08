import { LoaderCircle, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatNumber, href, m } from "#app/lib/i18n/i18n.ts";
import { clearFiltersHref } from "./chips.ts";
import type { FacetCounts, JobCountData } from "./facets.ts";
import { FilterPanel, SEARCH_FORM_ID } from "./filter-panel.tsx";
import { filtersToSearch, parseFilters, type JobFilters } from "./filters.ts";

export function showJobsLabel(n: number): string {
  return n === 1 ? m.jobs_show_jobs_one() : m.jobs_show_jobs_other({ count: formatNumber(n) });
}

/** The search the job form's controls describe now, on page 1 (the sheet's choices, the keyword, the sort). */
function pendingSearch(): string {
  const form = document.getElementById(SEARCH_FORM_ID);
  if (!(form instanceof HTMLFormElement)) return "";
  const params = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
  return filtersToSearch({ ...parseFilters(params), page: 1 });
}

/**
 * The filters on a phone (docs/product.md#search-and-filters): a full-screen dialog (focus stays inside, Escape
 * and Close leave it unchanged) holding the same filter panel. Choices do not reload the list; each one asks
 * /jobs/count for the pending selection's total and option counts, and the sticky Show N jobs applies them.
 */
export function FilterSheet({
  open,
  onOpenChange,
  filters,
  facets,
  total,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: JobFilters;
  facets: FacetCounts;
  total: number;
}) {
  const count = useFetcher<JobCountData>();
  const navigate = useNavigate();
  const [search, setSearch] = useState<string | null>(null);
  const update = () => {
    const next = pendingSearch();
    setSearch(next);
    void count.load(`/jobs/count${next}`);
  };
  const shown = search === null ? total : (count.data?.total ?? total);
  const busy = count.state !== "idle";

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setSearch(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-white"
          aria-describedby={undefined}
          onChange={(e) => {
            // Keep the change from the page's own handler (which would reload the list at once).
            e.stopPropagation();
            update();
          }}
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{m.jobs_filters()}</Dialog.Title>
            <div className="flex items-center gap-1">
              <Link
                to={clearFiltersHref(filters)}
                onClick={() => onOpenChange(false)}
                className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700"
              >
                {m.jobs_clear_all()}
              </Link>
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label={m.jobs_filters_close()}>
                  <X aria-hidden="true" />
                </Button>
              </Dialog.Close>
            </div>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <FilterPanel
              filters={filters}
              facets={search === null ? facets : (count.data?.facets ?? facets)}
              onSalaryCommit={update}
            />
          </div>
          <div className="border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <Button
              type="button"
              size="lg"
              className="w-full"
              aria-live="polite"
              onClick={() => {
                onOpenChange(false);
                setSearch(null);
                navigate(href(`/jobs${search ?? pendingSearch()}`));
              }}
            >
              {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {showJobsLabel(shown)}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
