/**
 * The job search's criteria (docs/product.md#search-and-filters) and their URL form. Every criterion lives in the
 * query string, so any result list is a shareable link and Back works:
 *   /jobs?search=nurse&location=berlin,munich&near=augsburg&km=50&category=it&type=full-time&level=entry
 *        &salary=30000-70000&posted=week&sort=newest&page=2
 * Lists are comma-separated (a plain GET form's repeated parameters are read too).
 */
import type { ExperienceLevel, JobType } from "#content/types.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { categoryBySlug } from "./categories.ts";
import { CITIES } from "#vocabulary/cities.ts";
import { DEFAULT_FACT_FILTERS, factFilterCount, parseFactFilters, writeFactFilters, type JobFactFilters } from "./job-facts.ts";
import { isFullSalaryRange, SALARY_MAX, SALARY_MIN, SALARY_STEP } from "./salary.ts";

export const PAGE_SIZE = 10;
export const MAX_SEARCH_LENGTH = 100;
/** The longest place name the filters read (the longest German place name is about 40 characters). */
export const MAX_PLACE_LENGTH = 60;

/** The distance filter's radii: "within 25 / 50 / 100 km of" a place (docs/decisions/162-distance-filter-earthdistance.md). */
export const DISTANCES_KM = [25, 50, 100] as const;
export type DistanceKm = (typeof DISTANCES_KM)[number];
export const DEFAULT_DISTANCE_KM: DistanceKm = 50;

/** Jobs within `km` of the place named `near` (a name in any spelling the gazetteer knows, db/places.ts). */
export interface DistanceFilter {
  near: string;
  km: DistanceKm;
}

export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Internship", "Remote"] as const satisfies readonly JobType[];
export const EXPERIENCE_LEVELS = [
  "Entry Level",
  "Mid Level",
  "Senior Level",
  "Manager",
  "Executive",
] as const satisfies readonly ExperienceLevel[];

export const POST_DATES = [
  { value: "any_time", label: m.jobs_posted_any_time, days: null },
  { value: "today", label: m.jobs_posted_today, days: 1 },
  { value: "week", label: m.jobs_posted_week, days: 7 },
  { value: "month", label: m.jobs_posted_month, days: 30 },
  { value: "quarter", label: m.jobs_posted_quarter, days: 90 },
] as const;
export type PostDate = (typeof POST_DATES)[number]["value"];

export const SORTS = [
  { value: "relevant", label: m.jobs_sort_relevant },
  { value: "newest", label: m.jobs_sort_newest },
  { value: "salary_high_low", label: m.jobs_sort_salary_high_low },
  { value: "salary_low_high", label: m.jobs_sort_salary_low_high },
] as const;
export type SortOrder = (typeof SORTS)[number]["value"];

export interface JobFilters {
  search: string;
  /** Lowercase place names or slugs, in any language the gazetteer knows ("munich", "münchen"): db/places.ts. */
  locations: string[];
  /** Within 25 / 50 / 100 km of a place; null = anywhere. */
  distance: DistanceFilter | null;
  /** Category slugs. */
  categories: string[];
  jobTypes: JobType[];
  experienceLevels: ExperienceLevel[];
  salary: [number, number];
  postDate: PostDate;
  /** German level, visa sponsorship, relocation support, Blue Card salary level (job-facts.ts). */
  facts: JobFactFilters;
  sort: SortOrder;
  page: number;
}

export const DEFAULT_FILTERS: JobFilters = {
  search: "",
  locations: [],
  distance: null,
  categories: [],
  jobTypes: [],
  experienceLevels: [],
  salary: [SALARY_MIN, SALARY_MAX],
  postDate: "any_time",
  facts: DEFAULT_FACT_FILTERS,
  sort: "relevant",
  page: 1,
};

/** "Full-time" <-> "full-time", "Entry Level" <-> "entry-level": the URL form of a label. */
export function toSlug(label: string): string {
  return label.toLowerCase().replace(/\s+/g, "-");
}

function listParam(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(values)].slice(0, 30);
}

/** Keeps the labels whose slug is in the URL list; anything unknown is dropped, never an error. */
function pick<T extends string>(labels: readonly T[], slugs: string[]): T[] {
  return labels.filter((l) => slugs.includes(toSlug(l)));
}

function clampToStep(n: number): number {
  return Math.min(SALARY_MAX, Math.max(SALARY_MIN, Math.round(n / SALARY_STEP) * SALARY_STEP));
}

/** A `salary` value ("30000-70000") as a range on the slider's steps; anything else is the full range. */
export function parseSalaryParam(value: string | null): [number, number] {
  const m = /^(\d{1,7})-(\d{1,7})$/.exec(value?.trim() ?? "");
  if (!m) return [SALARY_MIN, SALARY_MAX];
  const a = clampToStep(Number(m[1]));
  const b = clampToStep(Number(m[2]));
  return a <= b ? [a, b] : [b, a];
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

export function cleanSearch(text: string): string {
  // Control characters never match (the search column joins fields with one) and are dropped.
  return text.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH);
}

/** A place as typed into a filter: one line, no control characters, at most MAX_PLACE_LENGTH characters. */
function cleanPlace(text: string): string {
  return text.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim().slice(0, MAX_PLACE_LENGTH);
}

/**
 * The distance filter from `near` (a place) and `km` (25, 50 or 100; another value or none means 50, so a plain
 * form with just a place works). No place, no filter.
 */
export function parseDistance(params: URLSearchParams): DistanceFilter | null {
  const near = cleanPlace(params.get("near") ?? "");
  if (!near) return null;
  const km = Number(params.get("km"));
  return { near, km: DISTANCES_KM.find((d) => d === km) ?? DEFAULT_DISTANCE_KM };
}

/** A place of the location filter as a label: one of the sample cities as the site spells it, else capitalised ("münchen" -> "München"). */
export function placeLabel(text: string): string {
  return CITIES.find((c) => c.toLowerCase() === text) ?? text.replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase());
}

const CITY_ORDER = CITIES.map((c) => c.toLowerCase());

/** One order for the same places however a link lists them (alerts compare their stored queries): the sample cities first, as listed, then A-Z. */
function byPlaceOrder(a: string, b: string): number {
  const rank = (p: string) => (CITY_ORDER.includes(p) ? CITY_ORDER.indexOf(p) : CITY_ORDER.length);
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** Reads the criteria from a URL's query string. Unknown or malformed values fall back to the defaults. */
export function parseFilters(params: URLSearchParams): JobFilters {
  const postDate = params.get("posted");
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  return {
    search: cleanSearch(params.get("search") ?? ""),
    // Any place: the search looks the names up in the gazetteer, and one it does not know matches no job.
    locations: listParam(params, "location").map(cleanPlace).filter(Boolean).slice(0, 10).sort(byPlaceOrder),
    distance: parseDistance(params),
    categories: listParam(params, "category").filter((slug) => categoryBySlug(slug)),
    jobTypes: pick(JOB_TYPES, listParam(params, "type")),
    experienceLevels: pick(EXPERIENCE_LEVELS, listParam(params, "level")),
    salary: parseSalaryParam(params.get("salary")),
    postDate: POST_DATES.some((p) => p.value === postDate) ? (postDate as PostDate) : "any_time",
    facts: parseFactFilters(params),
    sort: SORTS.some((s) => s.value === sort) ? (sort as SortOrder) : "relevant",
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The query string of the criteria: only what differs from the defaults, in a stable order. */
export function filtersToSearch(f: JobFilters): string {
  const p = new URLSearchParams();
  if (f.search) p.set("search", f.search);
  if (f.locations.length) p.set("location", f.locations.join(","));
  if (f.distance) {
    p.set("near", f.distance.near);
    p.set("km", String(f.distance.km));
  }
  if (f.categories.length) p.set("category", f.categories.join(","));
  if (f.jobTypes.length) p.set("type", f.jobTypes.map(toSlug).join(","));
  if (f.experienceLevels.length) p.set("level", f.experienceLevels.map(toSlug).join(","));
  if (!isFullSalaryRange(f.salary)) p.set("salary", `${f.salary[0]}-${f.salary[1]}`);
  if (f.postDate !== "any_time") p.set("posted", f.postDate);
  writeFactFilters(f.facts, p);
  if (f.sort !== "relevant") p.set("sort", f.sort);
  if (f.page > 1) p.set("page", String(f.page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** The active-filter badge: types, levels, locations, categories, a post date, a salary (docs/product.md#search-and-filters). */
export function activeFilterCount(f: JobFilters): number {
  return (
    f.jobTypes.length +
    f.experienceLevels.length +
    f.locations.length +
    (f.distance ? 1 : 0) +
    f.categories.length +
    (f.postDate !== "any_time" ? 1 : 0) +
    (isFullSalaryRange(f.salary) ? 0 : 1) +
    factFilterCount(f.facts)
  );
}

export function postDateDays(value: PostDate): number | null {
  return POST_DATES.find((p) => p.value === value)?.days ?? null;
}

/**
 * The pager's buttons (docs/product.md#pagination): at most 5 page numbers (3 on phones, so that the row never
 * wraps at 360 px) around the current page, then an ellipsis and the last page when it is not among them.
 */
export function pagerItems(current: number, total: number, numbers = 5): (number | "ellipsis")[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const width = Math.min(numbers, total);
  const start = Math.max(1, Math.min(current - Math.floor(width / 2), total - width + 1));
  const pages: (number | "ellipsis")[] = Array.from({ length: width }, (_, i) => start + i);
  const last = start + width - 1;
  if (last < total) {
    if (last < total - 1) pages.push("ellipsis");
    pages.push(total);
  }
  return pages;
}

/** Pages exist from 1 to total (docs/product.md#pagination): anything else is clamped to the nearest one. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}
