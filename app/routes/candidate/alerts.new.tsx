import type { Route } from "./+types/alerts.new";
import { head } from "#app/lib/seo.ts";
import { NewAlertPage } from "./alerts.new.form.tsx";
import { m } from "#app/lib/i18n/i18n.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.account_alert_new_title(), path: "/alerts/new", noindex: true, siteData: "none" });

/** The action saves the search in the query string as an alert (signed out: after the confirmation link). */
export { action, loader } from "./alerts.new.server.ts";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <NewAlertPage filters={loaderData.filters} summary={loaderData.summary} actionData={actionData} />;
}
