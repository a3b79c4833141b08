import { absoluteUrl } from "#app/lib/seo.ts";
import type { JobSummary } from "./types.ts";

// Apart from the job page's JobPosting (structured-data.ts), which brings the description's HTML along: the
// search page's scripts need only this list (about 2 KB less on a phone's first use of /jobs).
export const LIST_DESCRIPTION_LENGTH = 150;

/** The first 10 jobs of a result list, descriptions cut to 150 characters (docs/product.md#page-head-and-structured-data). */
export function jobListJsonLd(jobs: JobSummary[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: jobs.slice(0, 10).map((job, i) => ({
      "@type": "ListItem",
      position: i + 1,
      url: absoluteUrl(origin, `/job/${encodeURIComponent(job.id)}`),
      name: `${job.title} at ${job.company}`,
      description: job.excerpt.slice(0, LIST_DESCRIPTION_LENGTH),
    })),
  };
}
