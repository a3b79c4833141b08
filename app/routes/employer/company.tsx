import type { Route } from "./+types/company";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { CompanyPage } from "./company.page.tsx";

export { action, loader } from "./company.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.employer_company_meta_title(), path: "/employer/company", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerCompany({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanyPage profile={loaderData.profile} canEdit={loaderData.canEdit} actionData={actionData} />;
}
