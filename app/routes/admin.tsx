import { Outlet } from "react-router";
import type { Route } from "./+types/admin";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { AdminErrorBoundary, AdminShell } from "#app/features/admin/admin-ui.tsx";
import { head } from "#app/lib/seo.ts";

/** The console's frame. Each page below checks the administrator itself: this loader only draws the frame. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Administration", path: "/admin", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
