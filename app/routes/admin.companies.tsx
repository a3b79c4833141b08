import type { Route } from "./+types/admin.companies";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { companiesAction } from "#app/features/admin/actions.server.ts";
import { CompaniesPage } from "#app/features/admin/companies-page.tsx";
import { pageParam, searchParam, totalPages } from "#app/features/admin/paging.ts";
import { listCompanies } from "#app/features/admin/queries.server.ts";
import { head } from "#app/lib/seo.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = searchParam(url);
  const page = pageParam(url);
  return { ...(await listCompanies(q, page)), q, page };
}

export function action({ request, url }: Route.ActionArgs) {
  return companiesAction(request, url);
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Companies: Administration", path: "/admin/companies", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { companies, total, q, page } = loaderData;
  return (
    <CompaniesPage companies={companies} total={total} q={q} page={page} totalPages={totalPages(total)} actionData={actionData} />
  );
}
