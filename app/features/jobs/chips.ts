import { categoryBySlug } from "./categories.ts";
import { DEFAULT_FILTERS, filtersToSearch, placeLabel, POST_DATES, type JobFilters } from "./filters.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { AD_LANGUAGE_FILTER_LABELS, BLUE_CARD_BADGE, GERMAN_FILTER_OPTIONS, RELOCATION_BADGE, VISA_BADGE } from "./job-facts.ts";
import { formatEuro, isFullSalaryRange } from "./salary.ts";
import type { Labels } from "./stored-labels.ts";

/** An active filter above the results: its label and the link to the same search without it. */
export interface FilterChip {
  label: string;
  href: string;
}

const jobsUrl = (f: JobFilters) => `/jobs${filtersToSearch({ ...f, page: 1 })}`;

/**
 * The active filters as removable chips (docs/product.md#search-and-filters), in the filter panel's order. Each
 * chip's link is the current search without that one choice, back on page 1; the keyword and the sort stay.
 * `labels`: the stored values' labels in the page's language (useLabels() in a component).
 */
export function filterChips(f: JobFilters, labels: Labels): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const t of f.jobTypes)
    chips.push({ label: labels.jobType(t), href: jobsUrl({ ...f, jobTypes: f.jobTypes.filter((x) => x !== t) }) });
  for (const l of f.experienceLevels) {
    chips.push({
      label: labels.experience(l),
      href: jobsUrl({ ...f, experienceLevels: f.experienceLevels.filter((x) => x !== l) }),
    });
  }
  if (!isFullSalaryRange(f.salary)) {
    chips.push({
      label: `${formatEuro(f.salary[0])} – ${formatEuro(f.salary[1])}`,
      href: jobsUrl({ ...f, salary: DEFAULT_FILTERS.salary }),
    });
  }
  if (f.postDate !== "any_time") {
    const label = POST_DATES.find((p) => p.value === f.postDate)?.label() ?? f.postDate;
    chips.push({ label: m.jobs_chip_posted({ label }), href: jobsUrl({ ...f, postDate: "any_time" }) });
  }
  for (const c of f.locations) {
    chips.push({ label: placeLabel(c), href: jobsUrl({ ...f, locations: f.locations.filter((x) => x !== c) }) });
  }
  if (f.distance) {
    chips.push({
      label: m.jobs_chip_distance({ km: f.distance.km, near: f.distance.near }),
      href: jobsUrl({ ...f, distance: null }),
    });
  }
  for (const c of f.categories) {
    chips.push({
      label: labels.category(c, categoryBySlug(c)?.name),
      href: jobsUrl({ ...f, categories: f.categories.filter((x) => x !== c) }),
    });
  }
  // The job facts (job-facts.ts), in their fieldsets' order.
  const facts = f.facts;
  if (facts.german) {
    const label = GERMAN_FILTER_OPTIONS.find((o) => o.value === facts.german)?.label() ?? facts.german;
    chips.push({ label: m.jobs_chip_german({ label }), href: jobsUrl({ ...f, facts: { ...facts, german: null } }) });
  }
  if (facts.visa) chips.push({ label: VISA_BADGE(), href: jobsUrl({ ...f, facts: { ...facts, visa: false } }) });
  if (facts.relocation) {
    chips.push({ label: RELOCATION_BADGE(), href: jobsUrl({ ...f, facts: { ...facts, relocation: false } }) });
  }
  if (facts.blueCard) {
    chips.push({ label: BLUE_CARD_BADGE(), href: jobsUrl({ ...f, facts: { ...facts, blueCard: false } }) });
  }
  if (facts.language) {
    chips.push({
      label: AD_LANGUAGE_FILTER_LABELS[facts.language](),
      href: jobsUrl({ ...f, facts: { ...facts, language: null } }),
    });
  }
  return chips;
}

/** "Clear all": every filter off; the keyword and the sort stay (they are not filters). */
export function clearFiltersHref(f: JobFilters): string {
  return jobsUrl({ ...DEFAULT_FILTERS, search: f.search, sort: f.sort });
}
