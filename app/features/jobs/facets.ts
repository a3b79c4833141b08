import type { PostDate } from "./filters.ts";

/**
 * How many jobs each filter option would show (docs/product.md#search-and-filters): per group, the jobs that
 * match the search with every OTHER group's choices, so that ticking one more box in a group adds its count.
 * Keys: lowercase city, category slug, job type and level labels ("Full-time", "Entry Level"), post-date value.
 */
export interface FacetCounts {
  location: Record<string, number>;
  category: Record<string, number>;
  type: Record<string, number>;
  level: Record<string, number>;
  posted: Partial<Record<PostDate, number>>;
}

export type FacetGroup = keyof FacetCounts;

/** The count of one option, or undefined when the counts are not known (then none is shown). */
export function facetCount(facets: FacetCounts | undefined, group: FacetGroup, key: string): number | undefined {
  if (!facets) return undefined;
  return (facets[group] as Record<string, number | undefined>)[key] ?? 0;
}

/** The /jobs/count answer: the total of a selection and its facet counts, for the filter sheet's Show N jobs. */
export interface JobCountData {
  total: number;
  facets: FacetCounts;
}
