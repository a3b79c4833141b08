import type { Route } from "./+types/dashboard";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { DashboardPage } from "./dashboard.page.tsx";

export { loader } from "./dashboard.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.employer_dashboard_meta_title(), path: "/employer", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardPage
      dashboard={loaderData.dashboard}
      companyName={loaderData.companyName}
      unread={loaderData.unread}
      interviews={loaderData.interviews}
    />
  );
}
