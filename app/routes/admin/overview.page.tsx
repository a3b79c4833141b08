import { Link } from "#app/components/ui/link.tsx";
import { AdminHeading } from "#app/features/admin/public.ts";
import type { AdminOverview } from "#app/features/admin/public.server.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

/** /admin: what waits for an administrator, with a link to each list. */
export function OverviewPage({ overview }: { overview: AdminOverview }) {
  const tiles = [
    {
      to: "/admin/moderation",
      label: m.admin_overview_pending(),
      value: overview.pendingJobs,
      urgent: overview.pendingJobs > 0,
    },
    { to: "/admin/jobs", label: m.admin_overview_published(), value: overview.publishedJobs, urgent: false },
    { to: "/admin/companies", label: m.admin_nav_companies(), value: overview.companies, urgent: false },
    { to: "/admin/companies", label: m.admin_overview_unverified(), value: overview.unverifiedCompanies, urgent: false },
    { to: "/admin/companies", label: m.admin_overview_suspended(), value: overview.suspendedCompanies, urgent: false },
    { to: "/admin/members", label: m.admin_overview_accounts(), value: overview.accounts, urgent: false },
  ];
  return (
    <>
      <AdminHeading title={m.admin_nav_overview()} intro={m.admin_overview_intro()} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.label}>
            <Link
              to={t.to}
              className="card flex min-h-11 items-center justify-between gap-3 p-4 hover:shadow-md"
              aria-label={`${t.label}: ${formatNumber(t.value)}`}
            >
              <span className="text-sm font-medium text-slate-700">{t.label}</span>
              <span className={t.urgent ? "text-2xl font-bold text-amber-700" : "text-2xl font-bold text-slate-900"}>
                {formatNumber(t.value)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm">
        <Link to="/admin/audit" className="font-medium text-brand-700 hover:underline">
          {m.admin_overview_see_audit()}
        </Link>
      </p>
    </>
  );
}
