import type { Route } from "./+types/overview";
import { adminOverview } from "#app/features/admin/public.server.ts";
import { requireAdmin } from "#app/features/auth/public.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminOverview();
}
