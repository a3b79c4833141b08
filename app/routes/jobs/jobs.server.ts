import { data } from "react-router";
import { redirect } from "#app/lib/i18n/redirect.ts";
import type { Route } from "./+types/jobs";
import { categoryRedirect, facetCounts, parseFilters, searchJobs } from "#app/features/jobs/public.server.ts";
import { pageCacheHeaders } from "#app/lib/cache.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A link with a category that was merged into another one (docs/product.md#categories) moves for good.
  const moved = categoryRedirect(url);
  if (moved) throw redirect(moved, 301);
  const filters = parseFilters(url.searchParams);
  const [result, keywordFacets] = await Promise.all([searchJobs(filters), facetCounts(filters)]);
  // Jobs shown for fewer words than typed (decision 150): the filters' counts are those of the words searched.
  const facets = result.relaxed ? await facetCounts({ ...filters, search: result.relaxed.keyword }) : keywordFacets;
  return data({ filters: { ...filters, page: result.page }, result, facets }, { headers: pageCacheHeaders(request) });
}
