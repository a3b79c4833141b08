import type { Route } from "./+types/dashboard";
import { requireEmployer } from "#app/features/auth/public.server.ts";
import { loadDashboard } from "#app/features/employers/public.server.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  const ctx = await requireEmployer(request, url);
  return { companyName: ctx.company.name, dashboard: await loadDashboard(ctx) };
}
