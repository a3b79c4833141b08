import { Link } from "#app/components/ui/link.tsx";
import {
  ActionButton,
  AdminHeading,
  adminTexts,
  ListPager,
  Pill,
  ReasonForm,
  SearchForm,
  suspendSchema,
} from "#app/features/admin/public.ts";
import type { AdminActionData, AdminCompany } from "#app/features/admin/public.server.ts";

/** /admin/companies: every company with its standing, and the actions on it. */
export function CompaniesPage({
  companies,
  total,
  q,
  page,
  totalPages,
  actionData,
}: {
  companies: AdminCompany[];
  total: number;
  q: string;
  page: number;
  totalPages: number;
  actionData?: AdminActionData;
}) {
  return (
    <>
      <AdminHeading
        title="Companies"
        intro="Verified companies carry the Verified employer badge and publish jobs without review. Suspending a company hides its page and unpublishes its published and pending jobs."
      />
      <SearchForm label="Search by company name" value={q} />
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {total.toLocaleString("en")} {total === 1 ? "company" : "companies"}
        {q ? ` matching “${q}”` : ""}
      </p>
      <ul className="space-y-4">
        {companies.map((c) => (
          <li key={c.id}>
            <article className="card p-4 sm:p-5" aria-labelledby={`company-${c.id}`}>
              <div className="flex flex-wrap items-center gap-2">
                <h2 id={`company-${c.id}`} className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
                  {c.name}
                </h2>
                {c.verified ? <Pill tone="green">Verified</Pill> : <Pill tone="slate">Not verified</Pill>}
                {c.suspended && <Pill tone="red">Suspended</Pill>}
              </div>
              <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">
                {c.suspended ? (
                  <span>/company/{c.slug}</span>
                ) : (
                  <Link to={`/company/${encodeURIComponent(c.slug)}`} className="text-brand-700 hover:underline">
                    /company/{c.slug}
                  </Link>
                )}
                {" · "}
                {c.members} {c.members === 1 ? "member" : "members"} · {c.jobs} {c.jobs === 1 ? "job" : "jobs"} ({c.publishedJobs}{" "}
                published) ·{" "}
                <Link to={`/admin/audit?company=${encodeURIComponent(c.slug)}`} className="text-brand-700 hover:underline">
                  Audit log
                </Link>
              </p>
              <div className="mt-4 flex flex-wrap items-start gap-3">
                {c.verified ? (
                  <ActionButton
                    intent="unverify"
                    field="companyId"
                    targetId={c.id}
                    label="Remove verification"
                    variant="outline"
                    description={c.name}
                  />
                ) : (
                  <ActionButton intent="verify" field="companyId" targetId={c.id} label="Verify" description={c.name} />
                )}
                {c.suspended && (
                  <div className="space-y-1">
                    <ActionButton
                      intent="unsuspend"
                      field="companyId"
                      targetId={c.id}
                      label="Unsuspend"
                      variant="outline"
                      description={c.name}
                    />
                    <p className="max-w-md text-sm text-slate-600">{adminTexts.unsuspendNote}</p>
                  </div>
                )}
              </div>
              {!c.suspended && (
                <details className="mt-3" open={actionData?.intent === "suspend" && actionData.targetId === c.id}>
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-red-700">
                    Suspend this company…
                  </summary>
                  <div className="mt-2 max-w-xl">
                    <ReasonForm
                      schema={suspendSchema}
                      intent="suspend"
                      field="companyId"
                      targetId={c.id}
                      label="Reason for the suspension (sent to the company)"
                      button="Suspend"
                      hint="Its page disappears and its published and pending jobs are unpublished."
                      actionData={actionData}
                    />
                  </div>
                </details>
              )}
            </article>
          </li>
        ))}
      </ul>
      <ListPager page={page} totalPages={totalPages} />
    </>
  );
}
