import type { JobSummary } from "#app/features/jobs/public.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

/** 6 featured jobs, the first 2 flagged, from the categories most of our users look for (docs/product.md#featured-jobs). */
export const FEATURED_COUNT = 6;
export const FLAGGED_COUNT = 2;
export const PREFERRED_CATEGORIES = [
  "warehouse",
  "transportation",
  "hospitality",
  "retail",
  "cleaning",
  "manufacturing",
  "construction",
  "security",
] as const;
export const TOP_CATEGORY_COUNT = 8;

export interface FeaturedJob extends JobSummary {
  flagged: boolean;
}

/** The preferred jobs first, filled from the others when there are fewer than 6; the first 2 are flagged. */
export function selectFeatured(preferred: JobSummary[], others: JobSummary[]): FeaturedJob[] {
  const seen = new Set<string>();
  const picked: JobSummary[] = [];
  for (const job of [...preferred, ...others]) {
    if (picked.length === FEATURED_COUNT) break;
    if (seen.has(job.id)) continue;
    seen.add(job.id);
    picked.push(job);
  }
  return picked.map((job, i) => ({ ...job, flagged: i < FLAGGED_COUNT }));
}

export type PostedOrder = "newest" | "oldest";

/** The home page's address parameter for the featured jobs' order (`/?featured=oldest`). */
export const FEATURED_ORDER_PARAM = "featured";

/** The order the address asks for: oldest only when it says so, else newest. */
export function featuredOrder(value: string | null): PostedOrder {
  return value === "oldest" ? "oldest" : "newest";
}

/** The home page's Newest / Oldest switch. */
export function sortByPosted<T extends { postedAt: string; id: string }>(jobs: T[], order: PostedOrder): T[] {
  const sign = order === "newest" ? -1 : 1;
  return [...jobs].sort((a, b) => sign * (Date.parse(a.postedAt) - Date.parse(b.postedAt)) || a.id.localeCompare(b.id));
}

/** The top categories by open positions for the home tiles. */
export function topCategories<T extends { count: number }>(counts: T[], n = TOP_CATEGORY_COUNT): T[] {
  return [...counts].sort((a, b) => b.count - a.count).slice(0, n);
}

export function openPositions(count: number): string {
  return count === 1 ? m.jobs_open_positions_one() : m.jobs_open_positions_other({ count: formatNumber(count) });
}
