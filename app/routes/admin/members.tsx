import type { Route } from "./+types/members";
import { totalPages } from "#app/features/admin/public.ts";
import { MembersPage } from "./members.page.tsx";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export { loader } from "./members.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.admin_meta_members(), path: "/admin/members", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { members, total, q, page } = loaderData;
  return <MembersPage members={members} total={total} q={q} page={page} totalPages={totalPages(total)} />;
}
