import {
  categoryBySlug,
  categoryLabel,
  DEFAULT_FILTERS,
  experienceLabel,
  filtersToSearch,
  formatEuro,
  isFullSalaryRange,
  jobTypeLabel,
  parseFilters,
  placeLabel,
  SALARY_MAX,
  SALARY_MIN,
  type JobFilters,
} from "#app/features/jobs/public.ts";
import { currentLocale, m } from "#app/lib/i18n/i18n.ts";

/**
 * An alert's criteria are the /jobs filters (the same parser, so every filter of the URL counts, the keyword
 * included), stored as their normalised query string. The date-posted filter, the sort and the page are left
 * out: they are about viewing a list, while an alert always looks at the jobs published since its last digest.
 */
export function alertFilters(params: URLSearchParams): JobFilters {
  return { ...parseFilters(params), postDate: DEFAULT_FILTERS.postDate, sort: DEFAULT_FILTERS.sort, page: 1 };
}

/** The stored form: "search=nurse&location=munich" ("" = every job). */
export function alertQuery(filters: JobFilters): string {
  return filtersToSearch({ ...filters, postDate: DEFAULT_FILTERS.postDate, sort: DEFAULT_FILTERS.sort, page: 1 }).replace(
    /^\?/,
    "",
  );
}

export function filtersOfQuery(query: string): JobFilters {
  return alertFilters(new URLSearchParams(query));
}

/** The /jobs list of an alert's search, newest first ("see all"). */
export function jobsPath(query: string): string {
  return `/jobs?${query ? `${query}&` : ""}sort=newest`;
}

const orList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${m.account_summary_or()} ${items[items.length - 1]}`;

/** The yearly salary part: "from €40,000 a year", "up to €30,000 a year", "€30,000 to €70,000 a year". */
function salaryText([min, max]: [number, number]): string | null {
  if (isFullSalaryRange([min, max])) return null;
  if (max >= SALARY_MAX) return m.account_summary_from({ amount: formatEuro(min) });
  if (min <= SALARY_MIN) return m.account_summary_up_to({ amount: formatEuro(max) });
  return m.account_summary_range({ min: formatEuro(min), max: formatEuro(max) });
}

/** The job-fact filters in words: "German up to B1", "visa sponsorship", "ads in English", … */
function factTexts(facts: JobFilters["facts"]): string[] {
  return [
    facts.german === "none"
      ? m.account_summary_no_german()
      : facts.german
        ? m.account_summary_german_up_to({ level: facts.german })
        : "",
    facts.visa ? m.account_summary_visa() : "",
    facts.relocation ? m.account_summary_relocation() : "",
    facts.blueCard ? m.account_summary_blue_card() : "",
    facts.language === "en" ? m.account_summary_ads_en() : facts.language === "de" ? m.account_summary_ads_de() : "",
  ];
}

/**
 * An alert in words for its list and its mails (in the current language): "Nurse jobs in Munich, full-time, from
 * €40,000 a year". The
 * keyword (or else the categories) names the jobs; cities follow "in"; the other filters are listed after it.
 */
export function alertSummary(f: JobFilters): string {
  const categories = f.categories.map((slug) => categoryLabel(slug, categoryBySlug(slug)?.name));
  // Within the sentence, English writes job types and levels in small letters; German keeps its nouns capitalised.
  const inSentence = (label: string) => (currentLocale() === "en" ? label.toLowerCase() : label);
  const keyword = f.search ? f.search.charAt(0).toUpperCase() + f.search.slice(1) : "";
  const head = keyword || orList(categories);
  const cities = f.locations.map(placeLabel);
  let text: string = head ? m.account_summary_jobs({ what: head }) : m.account_summary_all_jobs();
  if (cities.length) text += ` ${m.account_summary_in({ places: orList(cities) })}`;
  if (f.distance) text += ` ${m.account_summary_within({ km: f.distance.km, near: f.distance.near })}`;
  const details = [
    keyword && categories.length ? orList(categories) : "",
    orList(f.jobTypes.map((t) => inSentence(jobTypeLabel(t)))),
    orList(f.experienceLevels.map((l) => inSentence(experienceLabel(l)))),
    salaryText(f.salary) ?? "",
    ...factTexts(f.facts),
  ].filter(Boolean);
  if (details.length) text += `, ${details.join(", ")}`;
  return text;
}
