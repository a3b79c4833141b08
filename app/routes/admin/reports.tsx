import type { Route } from "./+types/reports";
import { ReportsPage } from "./reports.page.tsx";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export { action, loader } from "./reports.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.admin_meta_reports(), path: "/admin/reports", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ReportsPage jobs={loaderData.jobs} actionData={actionData} />;
}
