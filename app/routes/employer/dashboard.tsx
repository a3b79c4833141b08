import type { Route } from "./+types/dashboard";
import { head } from "#app/lib/seo.ts";
import { DashboardPage } from "./dashboard.page.tsx";

export { loader } from "./dashboard.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Employer Dashboard", path: "/employer", noindex: true, siteData: "none" });

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
