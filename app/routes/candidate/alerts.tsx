import type { Route } from "./+types/alerts";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { head } from "#app/lib/seo.ts";
import { AlertsPage } from "./alerts.list.tsx";
import { m } from "#app/lib/i18n/i18n.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.account_alerts_title(), path: "/alerts", noindex: true, siteData: "none" });

/** The action pauses, resumes, changes the frequency of or deletes one of the user's own alerts (404 for anyone else's). */
export { action, loader } from "./alerts.server.ts";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.account_alerts_title()} intro={m.account_alerts_intro()} />
      <AlertsPage alerts={loaderData.alerts} />
    </>
  );
}
