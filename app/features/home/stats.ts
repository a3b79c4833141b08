/**
 * The home page's figures (docs/product.md#home-statistics): counted from the database, never fixed marketing
 * numbers. A figure below SMALL_FIGURE is left out rather than shown small or rounded up: "4 companies" helps
 * nobody, and "10+" would be a claim the site cannot back.
 */
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

const LABELS: Record<keyof HomeCounts, string> = {
  openJobs: "Open jobs",
  hiringCompanies: "Hiring companies",
  applicationsSent: "Applications sent",
  guides: "Guides for your move",
};

/** The figures to show, in a fixed order, exact (thousands separated), each only when it is at least 10. */
export function shownStats(counts: HomeCounts): HomeStat[] {
  return (Object.keys(LABELS) as (keyof HomeCounts)[])
    .filter((key) => Number.isFinite(counts[key]) && counts[key] >= SMALL_FIGURE)
    .map((key) => ({ value: Math.floor(counts[key]).toLocaleString("en"), label: LABELS[key] }));
}
