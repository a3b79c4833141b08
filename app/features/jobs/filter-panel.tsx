import { useEffect, useRef, useState, type Ref } from "react";
import { useFetcher } from "react-router";
import { Slider } from "#app/components/ui/slider.tsx";
import { jobCategories } from "./categories.ts";
import { facetCount, type FacetCounts } from "./facets.ts";
import { CITIES } from "#vocabulary/cities.ts";
import {
  DEFAULT_DISTANCE_KM,
  DISTANCES_KM,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  MAX_PLACE_LENGTH,
  parseSalaryParam,
  placeLabel,
  POST_DATES,
  toSlug,
  type JobFilters,
} from "./filters.ts";
import { JobFactFilterFields } from "./job-fact-filters.tsx";
import { useLabels } from "./stored-labels.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { formatEuro, isFullSalaryRange, SALARY_MAX, SALARY_MIN, SALARY_STEP } from "./salary.ts";

export const SEARCH_FORM_ID = "job-search";

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="mt-4 border-b border-slate-200 pb-4 first:mt-0 last:border-0">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="lg:space-y-0.5">{children}</div>
    </fieldset>
  );
}

// Rows at least 44 px tall on phones (tap targets), denser in the desktop side bar.
const row =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded text-base text-slate-700 hover:text-slate-900 lg:min-h-8 lg:text-sm";

/** The number of jobs an option would show, beside it (nothing when the counts are not known). */
function Count({ n }: { n: number | undefined }) {
  if (n === undefined) return null;
  return (
    <span className="ml-auto text-sm text-slate-500 tabular-nums">
      {formatNumber(n)}
      <span className="sr-only">{m.jobs_filter_count_jobs()}</span>
    </span>
  );
}

function Check({
  name,
  value,
  label,
  checked,
  count,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  count?: number;
}) {
  return (
    <label className={row}>
      <input
        type="checkbox"
        form={SEARCH_FORM_ID}
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-5 shrink-0 rounded border-slate-400 accent-brand-700 lg:size-4"
      />
      {label}
      <Count n={count} />
    </label>
  );
}

// Without script the slider cannot move: a list of lower limits does the same job in a plain form.
const SALARY_FLOORS = [20_000, 30_000, 40_000, 50_000, 60_000, 80_000];

function SalarySelect({ value, ref }: { value: [number, number]; ref: Ref<HTMLSelectElement> }) {
  const current = `${value[0]}-${value[1]}`;
  const options: { value: string; label: string }[] = SALARY_FLOORS.map((n) => ({
    value: `${n}-${SALARY_MAX}`,
    label: m.jobs_salary_or_more({ amount: formatEuro(n) }),
  }));
  if (!isFullSalaryRange(value) && !options.some((o) => o.value === current)) {
    options.unshift({ value: current, label: `${formatEuro(value[0])} – ${formatEuro(value[1])}` });
  }
  return (
    <select
      ref={ref}
      form={SEARCH_FORM_ID}
      name="salary"
      aria-label={m.jobs_salary()}
      defaultValue={isFullSalaryRange(value) ? "" : current}
      className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base"
    >
      <option value="">{m.jobs_salary_any()}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/**
 * The slider once the script runs, the plain list until then. A salary chosen in the list meanwhile (a new visitor's
 * first use starts the script) moves to the slider instead of vanishing with the list; /jobs then applies it
 * (jobs.results.tsx), the filters page sends it with Show jobs.
 */
function SalaryRange({ value, onCommit }: { value: [number, number]; onCommit: () => void }) {
  const [range, setRange] = useState<[number, number]>(value);
  const [scripted, setScripted] = useState(false);
  const list = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = list.current?.selectedOptions[0];
    if (chosen && !chosen.defaultSelected) setRange(parseSalaryParam(chosen.value));
    setScripted(true);
  }, []);
  const active = !isFullSalaryRange(range);
  if (!scripted) {
    return (
      <Group legend={m.jobs_salary_per_year()}>
        <SalarySelect ref={list} value={value} />
        <p className="mt-1.5 text-xs text-slate-500">{m.jobs_salary_compared()}</p>
      </Group>
    );
  }
  return (
    <Group legend={m.jobs_salary_per_year()}>
      <p className="text-sm text-slate-700" aria-live="polite">
        {formatEuro(range[0])} – {formatEuro(range[1])}
      </p>
      <Slider
        min={SALARY_MIN}
        max={SALARY_MAX}
        step={SALARY_STEP}
        minStepsBetweenThumbs={1}
        value={range}
        onValueChange={([min = SALARY_MIN, max = SALARY_MAX]) => setRange([min, max])}
        onValueCommit={() => setTimeout(onCommit)}
        thumbLabels={[m.jobs_salary_minimum(), m.jobs_salary_maximum()]}
        className="mt-3"
      />
      {/* Only a narrowed range is sent: the full range means "no salary filter" (docs/product.md#salary). */}
      <input type="hidden" form={SEARCH_FORM_ID} name="salary" value={`${range[0]}-${range[1]}`} disabled={!active} />
      <p className="text-xs text-slate-500">{m.jobs_salary_compared()}</p>
    </Group>
  );
}

/**
 * "Within 25 / 50 / 100 km of" a place (docs/decisions/162-distance-filter-earthdistance.md): plain fields of the
 * GET form. The place is a search field, so that typing it waits for Enter or Search instead of reloading the
 * results at every key; its list offers the sample cities, then the server's places for what is typed.
 */
function DistanceFields({ distance }: { distance: JobFilters["distance"] }) {
  // With JavaScript the list follows the typing: the server's places for the text (/places/suggest, decision 161).
  const places = useFetcher<{ places: string[] }>();
  const options = places.data?.places.length ? places.data.places : CITIES;
  return (
    <Group legend={m.jobs_distance()}>
      <label htmlFor="filter-km" className="text-sm text-slate-700">
        {m.jobs_distance_within()}
      </label>
      <select
        id="filter-km"
        form={SEARCH_FORM_ID}
        name="km"
        defaultValue={distance?.km ?? DEFAULT_DISTANCE_KM}
        className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base lg:h-9 lg:text-sm"
      >
        {DISTANCES_KM.map((km) => (
          <option key={km} value={km}>
            {m.jobs_distance_km({ km })}
          </option>
        ))}
      </select>
      <label htmlFor="filter-near" className="mt-2 block text-sm text-slate-700">
        {m.jobs_distance_of_place()}
      </label>
      <input
        id="filter-near"
        type="search"
        form={SEARCH_FORM_ID}
        name="near"
        list="filter-near-places"
        defaultValue={distance?.near ?? ""}
        key={distance?.near ?? ""}
        maxLength={MAX_PLACE_LENGTH}
        autoComplete="off"
        placeholder={m.jobs_distance_placeholder()}
        onInput={(e) => {
          const q = e.currentTarget.value.trim();
          if (q.length >= 2) void places.load(`/places/suggest?q=${encodeURIComponent(q)}`);
        }}
        className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base lg:h-9 lg:text-sm"
      />
      <datalist id="filter-near-places">
        {options.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </Group>
  );
}

/** Every filter of the job search, as controls of the search form (so it also works without JavaScript). */
export function FilterPanel({
  filters,
  facets,
  onSalaryCommit,
}: {
  filters: JobFilters;
  /** The number of jobs beside each option (facets.ts). */
  facets?: FacetCounts;
  onSalaryCommit: () => void;
}) {
  const labels = useLabels();
  return (
    <div>
      <JobFactFilterFields facts={filters.facts} form={SEARCH_FORM_ID} />
      <Group legend={m.jobs_filter_job_type()}>
        {JOB_TYPES.map((t) => (
          <Check
            key={t}
            name="type"
            value={toSlug(t)}
            label={labels.jobType(t)}
            checked={filters.jobTypes.includes(t)}
            count={facetCount(facets, "type", t)}
          />
        ))}
      </Group>
      <Group legend={m.jobs_filter_experience()}>
        {EXPERIENCE_LEVELS.map((l) => (
          <Check
            key={l}
            name="level"
            value={toSlug(l)}
            label={labels.experience(l)}
            checked={filters.experienceLevels.includes(l)}
            count={facetCount(facets, "level", l)}
          />
        ))}
      </Group>
      <SalaryRange key={filters.salary.join("-")} value={filters.salary} onCommit={onSalaryCommit} />
      <Group legend={m.jobs_filter_date_posted()}>
        {POST_DATES.map((p) => (
          <label key={p.value} className={row}>
            <input
              type="radio"
              form={SEARCH_FORM_ID}
              name="posted"
              value={p.value}
              defaultChecked={filters.postDate === p.value}
              className="size-5 shrink-0 accent-brand-700 lg:size-4"
            />
            {p.label()}
            <Count n={facetCount(facets, "posted", p.value)} />
          </label>
        ))}
      </Group>
      <Group legend={m.jobs_filter_location()}>
        {CITIES.map((c) => (
          <Check
            key={c}
            name="location"
            value={c.toLowerCase()}
            label={c}
            checked={filters.locations.includes(c.toLowerCase())}
            count={facetCount(facets, "location", c.toLowerCase())}
          />
        ))}
        {/* Any other place from a link (?location=augsburg) stays chosen, and can be unticked. */}
        {filters.locations
          .filter((l) => !CITIES.some((c) => c.toLowerCase() === l))
          .map((l) => (
            <Check key={l} name="location" value={l} label={placeLabel(l)} checked />
          ))}
      </Group>
      <DistanceFields distance={filters.distance} />
      <Group legend={m.jobs_filter_category()}>
        {jobCategories.map((c) => (
          <Check
            key={c.slug}
            name="category"
            value={c.slug}
            label={labels.category(c.slug, c.name)}
            checked={filters.categories.includes(c.slug)}
            count={facetCount(facets, "category", c.slug)}
          />
        ))}
      </Group>
    </div>
  );
}
