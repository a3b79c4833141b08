import type { Route } from "./+types/alerts.new";
import { head } from "#app/lib/seo.ts";
import { NewAlertPage } from "./alerts.new.form.tsx";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Job alert", path: "/alerts/new", noindex: true, siteData: "none" });

/** The action saves the search in the query string as an alert (signed out: after the confirmation link). */
export { action, loader } from "./alerts.new.server.ts";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <NewAlertPage filters={loaderData.filters} actionData={actionData} />;
}
