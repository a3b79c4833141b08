import type { Route } from "./+types/jobs";
import { jobListJsonLd } from "#app/features/jobs/public.ts";
import { loaderCacheHeaders } from "#app/lib/cache.server.ts";
import { head, originFrom, websiteJsonLd } from "#app/lib/seo.ts";
import { JobSearchPage } from "./jobs.results.tsx";

export { loader } from "./jobs.server.ts";

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
