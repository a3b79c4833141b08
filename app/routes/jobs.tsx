import { data, redirect } from "react-router";
import type { Route } from "./+types/jobs";
import { categoryRedirect } from "#app/features/jobs/categories.ts";
import { parseFilters } from "#app/features/jobs/filters.ts";
import { JobSearchPage } from "#app/features/jobs/job-search-page.tsx";
import { facetCounts } from "#app/features/jobs/facets.server.ts";
import { searchJobs } from "#app/features/jobs/jobs.server.ts";
import { jobListJsonLd } from "#app/features/jobs/structured-data.ts";
import { head, originFrom, websiteJsonLd } from "#app/lib/seo.ts";
import { loaderCacheHeaders, pageCacheHeaders } from "#app/lib/cache.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A link with a category that was merged into another one (docs/product.md#categories) moves for good.
  const moved = categoryRedirect(url);
  if (moved) throw redirect(moved, 301);
  const filters = parseFilters(url.searchParams);
  const [result, facets] = await Promise.all([searchJobs(filters), facetCounts(filters)]);
  return data({ filters: { ...filters, page: result.page }, result, facets }, { headers: pageCacheHeaders(request) });
}

export const headers: Route.HeadersFunction = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) => {
  const origin = originFrom(args.matches);
  const f = args.loaderData?.filters;
  const title = f?.search ? `Jobs matching "${f.search}" in Germany` : "Browse Jobs in Germany";
  return head(args, {
    title,
    description:
      "Search jobs in Germany for Ugandan professionals and workers: filter by city, category, job type, experience, salary and date posted.",
    path: "/jobs",
    siteData: "organization",
    jsonLd: [websiteJsonLd(origin, true), jobListJsonLd(args.loaderData?.result.jobs ?? [], origin)],
  });
};

export default function Jobs({ loaderData }: Route.ComponentProps) {
  return <JobSearchPage filters={loaderData.filters} result={loaderData.result} facets={loaderData.facets} />;
}
