import { Outlet } from "react-router";
import type { Route } from "./+types/employer";
import { requireEmployer } from "#app/features/auth/public.server.ts";
import { EmployerErrorBoundary, EmployerShell } from "#app/features/employers/public.ts";
import { head } from "#app/lib/seo.ts";

/** The employer area's frame. Each page below checks the employer itself: this loader only draws the frame. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { company, companies } = await requireEmployer(request, url);
  return {
    company: { id: company.companyId, name: company.name, slug: company.slug, verified: company.verified },
    companies: companies.map((c) => ({ id: c.companyId, name: c.name })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Employer area", path: "/employer", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <EmployerShell company={loaderData.company} companies={loaderData.companies}>
      <Outlet />
    </EmployerShell>
  );
}

export const ErrorBoundary = EmployerErrorBoundary;
