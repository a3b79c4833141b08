import type { Route } from "./+types/admin.reports";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { reportsAction } from "#app/features/admin/report-actions.server.ts";
import { ReportsPage } from "#app/features/admin/reports-page.tsx";
import { openReportsByJob } from "#app/features/reports/public.server.ts";
import { head } from "#app/lib/seo.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { jobs: await openReportsByJob() };
}

export function action({ request, url }: Route.ActionArgs) {
  return reportsAction(request, url);
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Reports: Administration", path: "/admin/reports", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ReportsPage jobs={loaderData.jobs} actionData={actionData} />;
}
