import type { Route } from "./+types/jobs.filters";
import { loaderCacheHeaders } from "#app/lib/cache.server.ts";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { FiltersPage } from "./jobs.filters.panel.tsx";

export { loader } from "./jobs.filters.server.ts";

export const headers: Route.HeadersFunction = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.jobs_filters_page_title(), path: "/jobs/filters", noindex: true, siteData: "none" });

export default function JobsFilters({ loaderData }: Route.ComponentProps) {
  return <FiltersPage filters={loaderData.filters} facets={loaderData.facets} total={loaderData.total} />;
}
