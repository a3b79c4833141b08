import { useState } from "react";
import { Slider } from "#app/components/ui/slider.tsx";
import { jobCategories } from "./categories.ts";
import { CITIES, EXPERIENCE_LEVELS, JOB_TYPES, POST_DATES, toSlug, type JobFilters } from "./filters.ts";
import { JobFactFilterFields } from "./job-fact-filters.tsx";
import { formatEuro, isFullSalaryRange, SALARY_MAX, SALARY_MIN, SALARY_STEP } from "./salary.ts";

export const SEARCH_FORM_ID = "job-search";

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-b border-slate-200 py-4 first:pt-0 last:border-0">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="space-y-1.5">{children}</div>
    </fieldset>
  );
}

function Check({ name, value, label, checked }: { name: string; value: string; label: string; checked: boolean }) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded py-0.5 text-sm text-slate-700 hover:text-slate-900">
      <input
        type="checkbox"
        form={SEARCH_FORM_ID}
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-4 rounded border-slate-400 accent-brand-700"
      />
      {label}
    </label>
  );
}

function SalaryRange({ value, onCommit }: { value: [number, number]; onCommit: () => void }) {
  const [range, setRange] = useState<[number, number]>(value);
  const active = !isFullSalaryRange(range);
  return (
    <Group legend="Salary (per year)">
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
        thumbLabels={["Minimum salary", "Maximum salary"]}
        className="mt-3"
      />
      {/* Only a narrowed range is sent: the full range means "no salary filter" (docs/product.md#salary). */}
      <input type="hidden" form={SEARCH_FORM_ID} name="salary" value={`${range[0]}-${range[1]}`} disabled={!active} />
      <p className="text-xs text-slate-500">Hourly and monthly pay is compared as a full-time yearly salary.</p>
    </Group>
  );
}

/** Every filter of the job search, as controls of the search form (so it also works without JavaScript). */
export function FilterPanel({ filters, onSalaryCommit }: { filters: JobFilters; onSalaryCommit: () => void }) {
  return (
    <div>
      <JobFactFilterFields facts={filters.facts} form={SEARCH_FORM_ID} />
      <Group legend="Job type">
        {JOB_TYPES.map((t) => (
          <Check key={t} name="type" value={toSlug(t)} label={t} checked={filters.jobTypes.includes(t)} />
        ))}
      </Group>
      <Group legend="Experience level">
        {EXPERIENCE_LEVELS.map((l) => (
          <Check key={l} name="level" value={toSlug(l)} label={l} checked={filters.experienceLevels.includes(l)} />
        ))}
      </Group>
      <SalaryRange key={filters.salary.join("-")} value={filters.salary} onCommit={onSalaryCommit} />
      <Group legend="Date posted">
        {POST_DATES.map((p) => (
          <label key={p.value} className="flex cursor-pointer items-center gap-2.5 py-0.5 text-sm text-slate-700">
            <input
              type="radio"
              form={SEARCH_FORM_ID}
              name="posted"
              value={p.value}
              defaultChecked={filters.postDate === p.value}
              className="size-4 accent-brand-700"
            />
            {p.label}
          </label>
        ))}
      </Group>
      <Group legend="Location">
        {CITIES.map((c) => (
          <Check
            key={c}
            name="location"
            value={c.toLowerCase()}
            label={c}
            checked={filters.locations.includes(c.toLowerCase())}
          />
        ))}
      </Group>
      <Group legend="Category">
        {jobCategories.map((c) => (
          <Check key={c.slug} name="category" value={c.slug} label={c.name} checked={filters.categories.includes(c.slug)} />
        ))}
      </Group>
    </div>
  );
}
