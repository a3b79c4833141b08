import type { Route } from "./+types/admin.members";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { MembersPage } from "#app/features/admin/members-page.tsx";
import { pageParam, searchParam, totalPages } from "#app/features/admin/paging.ts";
import { listMembers } from "#app/features/admin/queries.server.ts";
import { head } from "#app/lib/seo.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = searchParam(url);
  const page = pageParam(url);
  return { ...(await listMembers(q, page)), q, page };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Members: Administration", path: "/admin/members", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { members, total, q, page } = loaderData;
  return <MembersPage members={members} total={total} q={q} page={page} totalPages={totalPages(total)} />;
}
