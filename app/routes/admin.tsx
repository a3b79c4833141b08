import { Outlet } from "react-router";
import type { Route } from "./+types/admin";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { AdminErrorBoundary, AdminShell } from "#app/features/admin/admin-ui.tsx";
import { openReportCount } from "#app/features/reports/public.server.ts";
import { head } from "#app/lib/seo.ts";

/** The console's frame. Each page below checks the administrator itself: this loader only draws the frame (and counts the open reports for its tab). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { openReports: await openReportCount() };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Administration", path: "/admin", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell openReports={loaderData.openReports}>
      <Outlet />
    </AdminShell>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
