import type { Route } from "./+types/audit";
import { AUDIT_PAGE_SIZE, totalPages } from "#app/features/admin/public.ts";
import { AuditPage } from "./audit.page.tsx";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export { loader } from "./audit.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.admin_meta_audit(), path: "/admin/audit", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { entries, total, filters, page } = loaderData;
  return (
    <AuditPage entries={entries} total={total} filters={filters} page={page} totalPages={totalPages(total, AUDIT_PAGE_SIZE)} />
  );
}
