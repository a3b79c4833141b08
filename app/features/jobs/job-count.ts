import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

/**
 * How many jobs a keyword search counts (docs/product.md#keyword-search, docs/decisions/108-keyword-count-cap.md):
 * exactly up to KEYWORD_COUNT_CAP, beyond it "1,000+", as large job boards do. Counting every one of 9,000 matches
 * of a broad word costs as much as the rest of the search; nobody pages that far.
 */
export const KEYWORD_COUNT_CAP = 1000;

/** The results heading: "1 job found", "27 jobs found", "1,000+ jobs found" when the count stopped at the cap. */
export function jobsFoundText(total: number, capped = false): string {
  if (capped) return m.jobs_found_capped({ count: formatNumber(total) });
  return total === 1 ? m.jobs_found_one() : m.jobs_found_other({ count: formatNumber(total) });
}
