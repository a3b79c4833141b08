import type { Route } from "./+types/jobs";
import { jobListJsonLd } from "#app/features/jobs/public.ts";
import { loaderCacheHeaders } from "#app/lib/cache.server.ts";
import { head, originFrom, websiteJsonLd } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { JobSearchPage } from "./jobs.results.tsx";

export { loader } from "./jobs.server.ts";

export const headers: Route.HeadersFunction = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) => {
  const origin = originFrom(args.matches);
  const f = args.loaderData?.filters;
  const title = f?.search ? m.jobs_meta_search_title({ search: f.search }) : m.jobs_meta_browse_title();
  return head(args, {
    title,
    description: m.jobs_meta_browse_description(),
    path: "/jobs",
    siteData: "organization",
    jsonLd: [websiteJsonLd(origin, true), jobListJsonLd(args.loaderData?.result.jobs ?? [], origin)],
  });
};

export default function Jobs({ loaderData }: Route.ComponentProps) {
  return <JobSearchPage filters={loaderData.filters} result={loaderData.result} facets={loaderData.facets} />;
}
