/**
 * The home page's figures (docs/product.md#home-statistics): counted from the database, never fixed marketing
 * numbers. A figure below SMALL_FIGURE is left out rather than shown small or rounded up: "4 companies" helps
 * nobody, and "10+" would be a claim the site cannot back.
 */
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
export const SMALL_FIGURE = 10;

export interface HomeCounts {
  openJobs: number;
  hiringCompanies: number;
  applicationsSent: number;
  guides: number;
}

export interface HomeStat {
  value: string;
  label: string;
}

const LABELS: Record<keyof HomeCounts, () => string> = {
  openJobs: m.jobs_stat_open_jobs,
  hiringCompanies: m.jobs_stat_hiring_companies,
  applicationsSent: m.jobs_stat_applications_sent,
  guides: m.jobs_stat_guides,
};

/** The figures to show, in a fixed order, exact (thousands separated), each only when it is at least 10. */
export function shownStats(counts: HomeCounts): HomeStat[] {
  return (Object.keys(LABELS) as (keyof HomeCounts)[])
    .filter((key) => Number.isFinite(counts[key]) && counts[key] >= SMALL_FIGURE)
    .map((key) => ({ value: formatNumber(Math.floor(counts[key])), label: LABELS[key]() }));
}
