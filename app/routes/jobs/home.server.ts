import { data } from "react-router";
import type { Route } from "./+types/home";
import { homeResourceTiles } from "#content/resources.ts";
import { shownTestimonialIds, testimonials } from "#content/testimonials.ts";
import { topCompanies } from "#app/features/companies/public.server.ts";
import { homeStats } from "#app/features/home/public.server.ts";
import { FEATURED_COUNT, PREFERRED_CATEGORIES, selectFeatured, shownStats, topCategories } from "#app/features/home/public.ts";
import { categoryCounts, latestJobs } from "#app/features/jobs/public.server.ts";
import { pageCacheHeaders } from "#app/lib/cache.server.ts";
import { teaser } from "#app/lib/text.ts";

/** About four lines of a story card on a phone and in the three columns of a wide screen. */
const STORY_CARD_QUOTE_LENGTH = 180;

/**
 * Everything the home page shows from the database (category tiles, featured jobs, company tiles) and from the
 * content modules (resource tiles, success stories). The content goes through the loader so that the browser
 * never downloads whole content modules for a few lines of them.
 */
async function loadHome() {
  // Only open jobs count and show (Published, before the deadline: docs/product.md#job-life-cycle).
  const [counts, preferred, shownCompanies, figures] = await Promise.all([
    categoryCounts(),
    latestJobs({ categories: [...PREFERRED_CATEGORIES], limit: FEATURED_COUNT }),
    topCompanies(),
    homeStats(),
  ]);
  const others =
    preferred.length < FEATURED_COUNT ? await latestJobs({ limit: FEATURED_COUNT, excludeIds: preferred.map((j) => j.id) }) : [];
  return {
    stats: shownStats(figures),
    categories: topCategories(counts),
    featured: selectFeatured(preferred, others),
    companies: shownCompanies.map((c) => ({
      slug: c.slug,
      name: c.name,
      logo: c.logo,
      industry: c.industry,
      jobCount: c.jobCount,
    })),
    resources: homeResourceTiles,
    // A story card shows four lines of the quote and links to the story: it gets only what it can show.
    testimonials: shownTestimonialIds
      .map((id) => testimonials.find((t) => t.id === id)!)
      .filter(Boolean)
      .map((t) => ({ ...t, quote: teaser(t.quote, STORY_CARD_QUOTE_LENGTH) })),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  return data(await loadHome(), { headers: pageCacheHeaders(request) });
}
