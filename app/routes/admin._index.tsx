import type { Route } from "./+types/admin._index";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { OverviewPage } from "#app/features/admin/overview-page.tsx";
import { adminOverview } from "#app/features/admin/queries.server.ts";
import { head } from "#app/lib/seo.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return adminOverview();
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Administration", path: "/admin", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OverviewPage overview={loaderData} />;
}
