import type { Route } from "./+types/audit";
import { pageParam, searchParam } from "#app/features/admin/public.ts";
import { auditEntries } from "#app/features/admin/public.server.ts";
import { requireAdmin } from "#app/features/auth/public.server.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = { action: searchParam(url, "action"), company: searchParam(url, "company") };
  const page = pageParam(url);
  return { ...(await auditEntries(filters, page)), filters, page };
}
