import { ChevronLeft } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { href, m } from "#app/lib/i18n/i18n.ts";
import { FilterPanel, SEARCH_FORM_ID, filtersToSearch, type JobFilters, type FacetCounts } from "#app/features/jobs/public.ts";
import { showJobsLabel } from "#app/features/jobs/filter-sheet.tsx";

/**
 * /jobs/filters: the filter sheet as a page of its own, for phones without JavaScript (the Filters link of /jobs
 * opens it). The same panel in a plain GET form to /jobs; the keyword and the sort ride along hidden. Its Show
 * N jobs counts the current selection (without script it cannot follow the ticks).
 */
export function FiltersPage({ filters, facets, total }: { filters: JobFilters; facets: FacetCounts; total: number }) {
  const back = `/jobs${filtersToSearch(filters)}`;
  return (
    <div className="container-page max-w-xl py-4">
      <Link to={back} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeft className="size-4" aria-hidden="true" />
        {m.jobs_back_to_results()}
      </Link>
      <h1 className="mb-3 text-2xl font-bold text-slate-900">{m.jobs_filters()}</h1>
      <form id={SEARCH_FORM_ID} method="get" action={href("/jobs")}>
        {filters.search && <input type="hidden" name="search" value={filters.search} />}
        {filters.sort !== "relevant" && <input type="hidden" name="sort" value={filters.sort} />}
        <FilterPanel filters={filters} facets={facets} onSalaryCommit={() => undefined} />
        <div className="sticky bottom-0 -mx-4 flex gap-3 border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <Link to="/jobs/filters" className={buttonVariants({ variant: "outline", size: "lg" })}>
            {m.jobs_clear_all()}
          </Link>
          <button type="submit" className={buttonVariants({ size: "lg", className: "flex-1" })}>
            {showJobsLabel(total)}
          </button>
        </div>
      </form>
    </div>
  );
}
