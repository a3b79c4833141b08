import type { Route } from "./+types/members";
import { pageParam, searchParam } from "#app/features/admin/public.ts";
import { listMembers } from "#app/features/admin/public.server.ts";
import { requireAdmin } from "#app/features/auth/public.server.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = searchParam(url);
  const page = pageParam(url);
  return { ...(await listMembers(q, page)), q, page };
}
