import type { Route } from "./+types/companies";
import { totalPages } from "#app/features/admin/public.ts";
import { CompaniesPage } from "./companies.page.tsx";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export { action, loader } from "./companies.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.admin_meta_companies(), path: "/admin/companies", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { companies, total, q, page } = loaderData;
  return (
    <CompaniesPage companies={companies} total={total} q={q} page={page} totalPages={totalPages(total)} actionData={actionData} />
  );
}
