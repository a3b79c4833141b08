import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import type { Route } from "./+types/layout";
import { ErrorPage, notFoundTexts } from "#app/components/layout/error-boundary.tsx";
import { SectionTabs } from "#app/components/layout/section-tabs.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { head } from "#app/lib/seo.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

const verificationTab = (n: number) =>
  n > 0 ? m.verification_admin_tab_count({ count: formatNumber(n) }) : m.verification_admin_tab();

export { loader } from "./layout.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Administration", path: "/admin", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell openReports={loaderData.openReports} pendingVerifications={loaderData.pendingVerifications}>
      <Outlet />
    </AdminShell>
  );
}

const SECTIONS = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/moderation", label: "Moderation", end: false },
  { to: "/admin/companies", label: "Companies", end: false },
  { to: "/admin/jobs", label: "Jobs", end: false },
  { to: "/admin/members", label: "Members", end: false },
  { to: "/admin/audit", label: "Audit log", end: false },
  { to: "/admin/mail", label: "E-mail", end: false },
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
    ...SECTIONS,
    { to: "/admin/reports", label: openReports > 0 ? `Reports (${openReports})` : "Reports" },
    // Companies' verification requests (features/verification), with the number waiting.
    { to: "/admin/verifications", label: verificationTab(pendingVerifications) },
  ];
  return (
    <div className="bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page pt-6">
          <p className="text-xl font-bold text-slate-900">Administration</p>
          <SectionTabs label="Administration" sections={sections} />
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
  if (isRouteErrorResponse(error) && error.status === 404) {
    const texts = notFoundTexts.page;
    return (
      <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{texts.title()}</h1>
        <p className="mt-3 max-w-md text-slate-600">{texts.text()}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {texts.links.map((link, i) => (
            <Link key={link.to} to={link.to} className={buttonVariants({ variant: i === 0 ? "primary" : "outline" })}>
              {link.label()}
            </Link>
          ))}
        </div>
      </div>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} standalone={false} />;
}
