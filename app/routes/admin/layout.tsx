import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorPage, NotFound } from "#app/components/layout/error-boundary.tsx";
import { SectionTabs } from "#app/components/layout/section-tabs.tsx";
import { head } from "#app/lib/seo.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

const verificationTab = (n: number) =>
  n > 0 ? m.verification_admin_tab_count({ count: formatNumber(n) }) : m.verification_admin_tab();

export { loader } from "./layout.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.admin_title(), path: "/admin", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell openReports={loaderData.openReports} pendingVerifications={loaderData.pendingVerifications}>
      <Outlet />
    </AdminShell>
  );
}

const SECTIONS = [
  { to: "/admin", label: m.admin_nav_overview, end: true },
  { to: "/admin/moderation", label: m.admin_nav_moderation, end: false },
  { to: "/admin/companies", label: m.admin_nav_companies, end: false },
  { to: "/admin/jobs", label: m.admin_nav_jobs, end: false },
  { to: "/admin/members", label: m.admin_nav_members, end: false },
  { to: "/admin/audit", label: m.admin_nav_audit, end: false },
  { to: "/admin/mail", label: m.admin_nav_mail, end: false },
] as const;

/** The frame of every console page: its name and the sections (Reports with the number of open reports). */
function AdminShell({
  children,
  openReports = 0,
  pendingVerifications = 0,
}: {
  children: ReactNode;
  openReports?: number;
  pendingVerifications?: number;
}) {
  const sections = [
    ...SECTIONS.map((s) => ({ ...s, label: s.label() })),
    {
      to: "/admin/reports",
      label: openReports > 0 ? m.admin_nav_reports_count({ count: formatNumber(openReports) }) : m.admin_nav_reports(),
    },
    // Companies' verification requests (features/verification), with the number waiting.
    { to: "/admin/verifications", label: verificationTab(pendingVerifications) },
  ];
  return (
    <div className="bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page pt-6">
          <p className="text-xl font-bold text-slate-900">{m.admin_title()}</p>
          <SectionTabs label={m.admin_title()} sections={sections} />
        </div>
      </div>
      <div className="container-page py-6 sm:py-8">{children}</div>
    </div>
  );
}

/**
 * The console's error boundary: to anyone but an administrator the pages do not exist, so a 404 looks exactly
 * like any unknown page inside the site; other errors show the calm error page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound kind="page" standalone={false} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} standalone={false} />;
}
