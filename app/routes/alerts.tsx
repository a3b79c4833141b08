import type { Route } from "./+types/alerts";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { AlertsPage } from "#app/features/alerts/public.ts";
import { listAlerts, manageAlertsAction } from "#app/features/alerts/public.server.ts";
import { requireUser } from "#app/features/auth/public.server.ts";
import { head } from "#app/lib/seo.ts";
import { db } from "#app/lib/services.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Job alerts", path: "/alerts", noindex: true, siteData: "none" });

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request, url);
  return { alerts: await listAlerts(db(), user) };
}

/** Pause, resume, change the frequency of or delete one of the user's own alerts (404 for anyone else's). */
export function action({ request, url }: Route.ActionArgs) {
  return manageAlertsAction(request, url);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Job alerts" intro="New jobs for your saved searches by e-mail, daily or weekly." />
      <AlertsPage alerts={loaderData.alerts} />
    </>
  );
}
