import { Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { JobAlertForm } from "#app/features/alerts/public.ts";
import { changedSinceRendered } from "#app/lib/form-changes.ts";
import { href, m } from "#app/lib/i18n/i18n.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useOnDemand } from "#app/lib/use-on-demand.ts";
import {
  DidYouMean,
  FilterChips,
  FilterPanel,
  JobCardList,
  Pager,
  RelaxedSearchNote,
  SEARCH_FORM_ID,
  SORTS,
  activeFilterCount,
  filtersToSearch,
  jobsFoundText,
  parseFilters,
  type JobFilters,
  type FacetCounts,
  type JobSearchResult,
} from "#app/features/jobs/public.ts";

// The phone's filter sheet (a dialog: about 9 KB compressed with its code) is downloaded when Filters is first
// touched or focused, not with every search.
const loadFilterSheet = () => import("#app/features/jobs/filter-sheet.tsx").then((m) => m.FilterSheet);

/**
 * The /jobs page: the keyword form, the filter panel (a side bar; on phones a full-screen sheet behind Filters),
 * the active filters as chips, the sort, the results and the pager. Every control belongs to one GET form, so it
 * also works without script: then Filters opens /jobs/filters, and Apply filters and Sort submit the form.
 */
export function JobSearchPage({
  filters,
  result,
  facets,
}: {
  filters: JobFilters;
  result: JobSearchResult;
  facets: FacetCounts;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [showFilters, setShowFilters] = useState(false);
  const [FilterSheet, loadSheet] = useOnDemand(loadFilterSheet);
  const hydrated = useHydrated();
  const count = activeFilterCount(filters);
  const loading = navigation.state === "loading" && navigation.location.pathname === href("/jobs");

  // The form's controls (the filter panel and the sort are tied to it with form="job-search") read back into
  // criteria, so the URL stays clean; any change starts again at page 1. Without JavaScript the form submits itself.
  const submitForm = () => {
    if (!formRef.current) return;
    const params = new URLSearchParams(new FormData(formRef.current) as unknown as Record<string, string>);
    navigate(href(`/jobs${filtersToSearch({ ...parseFilters(params), page: 1 })}`), { preventScrollReset: true });
  };
  // Filters apply at once; typing in the keyword box waits for Search (or Enter).
  const onChange = (e: React.FormEvent) => {
    if ((e.target as HTMLInputElement).type !== "search") submitForm();
  };
  // A sort or filter changed before the script ran (a new visitor's first use starts it) lost its Sort or Apply
  // filters button when the script took over: apply it now, once, as every change is from then on.
  useEffect(() => {
    if (formRef.current && changedSinceRendered(formRef.current, ["search"])) submitForm();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the script takes over
  }, []);
  const pageHref = (page: number) => `/jobs${filtersToSearch({ ...filters, page })}`;
  const here = `/jobs${filtersToSearch(filters)}`;

  return (
    <div onChange={onChange}>
      <div className="bg-gradient-to-br from-brand-800 to-brand-700 text-white">
        <div className="container-page py-8 sm:py-10">
          <h1 className="text-3xl font-bold tracking-tight">{m.jobs_browse_title()}</h1>
          <p className="mt-2 text-brand-100">{m.jobs_browse_intro()}</p>
          <form
            id={SEARCH_FORM_ID}
            ref={formRef}
            method="get"
            action={href("/jobs")}
            onSubmit={(e) => {
              e.preventDefault();
              submitForm();
            }}
            role="search"
            className="mt-5 flex max-w-2xl gap-2"
          >
            <label htmlFor="search" className="sr-only">
              {m.jobs_search_label()}
            </label>
            <input
              id="search"
              type="search"
              name="search"
              defaultValue={filters.search}
              key={filters.search}
              maxLength={100}
              placeholder={m.jobs_search_label()}
              className="h-12 min-w-0 flex-1 rounded-lg border-0 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500"
            />
            <Button type="submit" variant="accent" size="lg">
              <Search aria-hidden="true" />
              <span className="max-sm:sr-only">{m.jobs_search_button()}</span>
            </Button>
          </form>
        </div>
      </div>

      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:py-8">
        <div>
          {/* Without script a link to the filters page; with it, the full-screen sheet. */}
          <Link
            to={`/jobs/filters${filtersToSearch({ ...filters, page: 1 })}`}
            className={buttonVariants({ variant: "outline", className: "w-full lg:hidden" })}
            aria-haspopup="dialog"
            onPointerEnter={loadSheet}
            onFocus={loadSheet}
            onClick={(e) => {
              e.preventDefault();
              setShowFilters(true);
              void loadSheet(); // the sheet shows as soon as its code is here
            }}
          >
            <SlidersHorizontal aria-hidden="true" />
            {m.jobs_filters()}
            {count > 0 && <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{count}</span>}
          </Link>
          {FilterSheet && (
            <FilterSheet
              open={showFilters}
              onOpenChange={setShowFilters}
              filters={filters}
              facets={facets}
              total={result.total}
            />
          )}
          <aside id="filter-panel" aria-label={m.jobs_filters()} className="card hidden p-4 lg:block">
            <div className="mb-3 flex items-center justify-between">
              <h2 className="font-semibold">
                {m.jobs_filters()}
                {count > 0 && <span className="ml-1 text-sm font-normal text-slate-600">{m.jobs_filters_active({ count })}</span>}
              </h2>
              {count > 0 && (
                <Link
                  to={filters.search ? `/jobs?search=${encodeURIComponent(filters.search)}` : "/jobs"}
                  className="text-sm font-medium text-brand-700 hover:underline"
                >
                  {m.jobs_filters_clear()}
                </Link>
              )}
            </div>
            {/* One set of controls at a time: while the sheet is open, its panel is the form's. */}
            {!showFilters && <FilterPanel key={location.search} filters={filters} facets={facets} onSalaryCommit={submitForm} />}
            {!hydrated && (
              <button type="submit" form={SEARCH_FORM_ID} className={buttonVariants({ className: "mt-4 w-full" })}>
                {m.jobs_filters_apply()}
              </button>
            )}
          </aside>
        </div>

        <section aria-labelledby="results-heading" aria-busy={loading}>
          <FilterChips filters={filters} />
          <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
              {jobsFoundText(result.total, result.totalCapped)}
            </h2>
            {/* On a phone the sort has a line of its own, with or without the Sort button that shows until the
                script runs: its going away then moves nothing. */}
            <div className="flex items-center gap-2 max-sm:w-full">
              <label htmlFor="sort" className="shrink-0 text-sm text-slate-600">
                {m.jobs_sort_by()}
              </label>
              <select
                id="sort"
                name="sort"
                form={SEARCH_FORM_ID}
                defaultValue={filters.sort}
                key={filters.sort}
                className="h-11 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm max-sm:flex-1"
              >
                {SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label()}
                  </option>
                ))}
              </select>
              {!hydrated && (
                <Button type="submit" form={SEARCH_FORM_ID} variant="outline">
                  {m.jobs_sort_button()}
                </Button>
              )}
            </div>
          </div>

          {result.jobs.length === 0 ? (
            <div className="card px-6 py-12 text-center">
              <p className="text-lg font-semibold text-slate-900">{m.jobs_none_found()}</p>
              <DidYouMean suggestion={result.suggestion} filters={filters} />
              {result.unknownPlace && (
                <p className="mx-auto mt-2 max-w-md text-slate-700">{m.jobs_unknown_place({ place: result.unknownPlace })}</p>
              )}
              <p className="mx-auto mt-2 max-w-md text-slate-600">{m.jobs_none_found_hint()}</p>
              <Link to="/jobs" className={buttonVariants({ className: "mt-6" })}>
                {m.jobs_clear_all_filters()}
              </Link>
            </div>
          ) : (
            <>
              <RelaxedSearchNote relaxed={result.relaxed} />
              {result.relaxed && <DidYouMean suggestion={result.suggestion} filters={filters} className="mb-3" />}
              <JobCardList
                jobs={result.jobs}
                isFeatured={(job) => job.isFeatured}
                from={here}
                className={`space-y-3 transition-opacity sm:space-y-4 ${loading ? "opacity-60" : ""}`}
              />
            </>
          )}
          <Pager page={result.page} totalPages={result.totalPages} href={pageHref} />
          {/* After the results: on a phone the first screen is for jobs; an empty search is where alerts help most. */}
          <JobAlertForm filters={filters} />
        </section>
      </div>
    </div>
  );
}
