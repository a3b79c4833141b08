import type { Route } from "./+types/reports";
import { ReportsPage } from "./reports.page.tsx";
import { head } from "#app/lib/seo.ts";

export { action, loader } from "./reports.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Reports: Administration", path: "/admin/reports", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ReportsPage jobs={loaderData.jobs} actionData={actionData} />;
}
