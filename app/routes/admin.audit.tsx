import type { Route } from "./+types/admin.audit";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { AuditPage } from "#app/features/admin/audit-page.tsx";
import { AUDIT_PAGE_SIZE, pageParam, searchParam, totalPages } from "#app/features/admin/paging.ts";
import { auditEntries } from "#app/features/admin/queries.server.ts";
import { head } from "#app/lib/seo.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = { action: searchParam(url, "action"), company: searchParam(url, "company") };
  const page = pageParam(url);
  return { ...(await auditEntries(filters, page)), filters, page };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Audit log: Administration", path: "/admin/audit", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { entries, total, filters, page } = loaderData;
  return (
    <AuditPage entries={entries} total={total} filters={filters} page={page} totalPages={totalPages(total, AUDIT_PAGE_SIZE)} />
  );
}
