import type { City } from "#content/types.ts";

/**
 * The cities the search forms offer. A module of its own: the home page's search needs this list, not the
 * search's rules (filters.ts), which it would otherwise load.
 */
export const CITIES = [
  "Berlin",
  "Munich",
  "Hamburg",
  "Frankfurt",
  "Cologne",
  "Stuttgart",
  "Düsseldorf",
] as const satisfies readonly City[];
