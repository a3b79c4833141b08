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
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

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
      <AdminHeading title={m.admin_nav_companies()} intro={m.admin_companies_intro()} />
      <SearchForm label={m.admin_companies_search()} value={q} />
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {total === 1
          ? m.admin_companies_count_one({ count: formatNumber(total) })
          : m.admin_companies_count_other({ count: formatNumber(total) })}
        {q ? ` ${m.admin_matching({ q })}` : ""}
      </p>
      <ul className="space-y-4">
        {companies.map((c) => (
          <li key={c.id}>
            <article className="card p-4 sm:p-5" aria-labelledby={`company-${c.id}`}>
              <div className="flex flex-wrap items-center gap-2">
                <h2 id={`company-${c.id}`} className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
                  {c.name}
                </h2>
                {c.verified ? <Pill tone="green">{m.admin_verified()}</Pill> : <Pill tone="slate">{m.admin_not_verified()}</Pill>}
                {c.suspended && <Pill tone="red">{m.admin_suspended()}</Pill>}
              </div>
              <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">
                {c.suspended ? (
                  <span>{`/company/${c.slug}`}</span>
                ) : (
                  <Link to={`/company/${encodeURIComponent(c.slug)}`} className="text-brand-700 underline">
                    {`/company/${c.slug}`}
                  </Link>
                )}
                {" · "}
                {c.members === 1
                  ? m.admin_companies_members_one({ count: formatNumber(c.members) })
                  : m.admin_companies_members_other({ count: formatNumber(c.members) })}
                {" · "}
                {(c.jobs === 1 ? m.admin_companies_jobs_one : m.admin_companies_jobs_other)({
                  count: formatNumber(c.jobs),
                  published: formatNumber(c.publishedJobs),
                })}
                {" · "}
                <Link to={`/admin/audit?company=${encodeURIComponent(c.slug)}`} className="text-brand-700 underline">
                  {m.admin_nav_audit()}
                </Link>
              </p>
              <div className="mt-4 flex flex-wrap items-start gap-3">
                {c.verified ? (
                  <ActionButton
                    intent="unverify"
                    field="companyId"
                    targetId={c.id}
                    label={m.admin_companies_remove_verification()}
                    variant="outline"
                    description={c.name}
                  />
                ) : (
                  <ActionButton
                    intent="verify"
                    field="companyId"
                    targetId={c.id}
                    label={m.admin_companies_verify()}
                    description={c.name}
                  />
                )}
                {c.suspended && (
                  <div className="space-y-1">
                    <ActionButton
                      intent="unsuspend"
                      field="companyId"
                      targetId={c.id}
                      label={m.admin_companies_unsuspend()}
                      variant="outline"
                      description={c.name}
                    />
                    <p className="max-w-md text-sm text-slate-600">{adminTexts.unsuspendNote()}</p>
                  </div>
                )}
              </div>
              {!c.suspended && (
                <details className="mt-3" open={actionData?.intent === "suspend" && actionData.targetId === c.id}>
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-red-700">
                    {m.admin_companies_suspend_summary()}
                  </summary>
                  <div className="mt-2 max-w-xl">
                    <ReasonForm
                      schema={suspendSchema}
                      intent="suspend"
                      field="companyId"
                      targetId={c.id}
                      label={m.admin_companies_suspend_label()}
                      button={m.admin_companies_suspend_button()}
                      hint={m.admin_companies_suspend_hint()}
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
