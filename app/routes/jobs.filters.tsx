import { data } from "react-router";
import type { Route } from "./+types/jobs.filters";
import { countJobs, facetCounts } from "#app/features/jobs/facets.server.ts";
import { parseFilters } from "#app/features/jobs/filters.ts";
import { FiltersPage } from "#app/features/jobs/filters-page.tsx";
import { loaderCacheHeaders, pageCacheHeaders } from "#app/lib/cache.server.ts";
import { head } from "#app/lib/seo.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = { ...parseFilters(new URL(request.url).searchParams), page: 1 };
  const [total, facets] = await Promise.all([countJobs(filters), facetCounts(filters)]);
  return data({ filters, facets, total }, { headers: pageCacheHeaders(request) });
}

export const headers: Route.HeadersFunction = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Filter jobs", path: "/jobs/filters", noindex: true, siteData: "none" });

export default function JobsFilters({ loaderData }: Route.ComponentProps) {
  return <FiltersPage filters={loaderData.filters} facets={loaderData.facets} total={loaderData.total} />;
}
