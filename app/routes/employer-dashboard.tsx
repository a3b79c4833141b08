import type { Route } from "./+types/employer-dashboard";
import { requireEmployer } from "#app/features/auth/public.server.ts";
import { loadDashboard } from "#app/features/employers/public.server.ts";
import { DashboardPage } from "#app/features/employers/public.ts";
import { head } from "#app/lib/seo.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  const ctx = await requireEmployer(request, url);
  return { companyName: ctx.company.name, dashboard: await loadDashboard(ctx) };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Employer Dashboard", path: "/employer", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage dashboard={loaderData.dashboard} companyName={loaderData.companyName} />;
}
