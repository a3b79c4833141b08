import { data } from "react-router";
import type { Route } from "./+types/jobs";
import { parseFilters } from "~/features/jobs/filters";
import { JobSearchPage } from "~/features/jobs/job-search-page";
import { searchJobs } from "~/features/jobs/jobs.server";
import { jobListJsonLd } from "~/features/jobs/structured-data";
import { head, originFrom, websiteJsonLd } from "~/lib/seo";
import { loaderCacheHeaders, pageCacheHeaders } from "~/lib/cache.server";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseFilters(new URL(request.url).searchParams);
  const result = await searchJobs(filters);
  return data({ filters: { ...filters, page: result.page }, result }, { headers: pageCacheHeaders(request) });
}

export const headers: Route.HeadersFunction = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) => {
  const origin = originFrom(args.matches);
  const f = args.data?.filters;
  const title = f?.search ? `Jobs matching "${f.search}" in Germany` : "Browse Jobs in Germany";
  return head(args, {
    title,
    description:
      "Search jobs in Germany for Ugandan professionals and workers: filter by city, category, job type, experience, salary and date posted.",
    path: "/jobs",
    siteData: "organization",
    jsonLd: [websiteJsonLd(origin, true), jobListJsonLd(args.data?.result.jobs ?? [], origin)],
  });
};

export default function Jobs({ loaderData }: Route.ComponentProps) {
  return <JobSearchPage filters={loaderData.filters} result={loaderData.result} />;
}
