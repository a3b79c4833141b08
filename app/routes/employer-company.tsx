import type { Route } from "./+types/employer-company";
import { companyAction, companyLoader } from "#app/features/employers/public.server.ts";
import { CompanyPage } from "#app/features/employers/public.ts";
import { head } from "#app/lib/seo.ts";

export function loader({ request, url }: Route.LoaderArgs) {
  return companyLoader(request, url);
}

export function action({ request, url }: Route.ActionArgs) {
  return companyAction(request, url);
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Company Profile", path: "/employer/company", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerCompany({ loaderData, actionData }: Route.ComponentProps) {
  return <CompanyPage profile={loaderData.profile} canEdit={loaderData.canEdit} actionData={actionData} />;
}
