import type { Route } from "./+types/alerts.new";
import { NewAlertPage } from "#app/features/alerts/public.ts";
import { createAlertAction } from "#app/features/alerts/public.server.ts";
import { parseFilters } from "#app/features/jobs/public.ts";
import { head } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Job alert", path: "/alerts/new", noindex: true, siteData: "none" });

export function loader({ url }: Route.LoaderArgs) {
  return { filters: parseFilters(url.searchParams) };
}

/** Saves the search in the query string as an alert (signed out: after the confirmation link). */
export function action({ request, url }: Route.ActionArgs) {
  return createAlertAction(request, url);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <NewAlertPage filters={loaderData.filters} actionData={actionData} />;
}
