import { Link } from "#app/components/ui/link.tsx";
import { ActionButton, AdminHeading, Pill, ReasonForm } from "#app/features/admin/public.ts";
import type { AdminActionData } from "#app/features/admin/public.server.ts";
import { declineVerificationSchema } from "#app/features/verification/public.ts";
import type { PendingVerification } from "#app/features/verification/public.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** /admin/verifications: the companies' waiting verification requests, what they gave, and the decision forms. */
export function VerificationsPage({ requests, actionData }: { requests: PendingVerification[]; actionData?: AdminActionData }) {
  return (
    <>
      <AdminHeading title={m.verification_admin_title()} intro={m.verification_admin_intro()} />
      {requests.length === 0 ? (
        <p className="card p-5 text-slate-600">{m.verification_admin_empty()}</p>
      ) : (
        <ul className="space-y-4">
          {requests.map((r) => (
            <li key={r.id}>
              <RequestCard request={r} actionData={actionData} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function RequestCard({ request: r, actionData }: { request: PendingVerification; actionData?: AdminActionData }) {
  const date = formatDate(r.createdAt);
  const rows = [
    { label: m.verification_admin_register(), value: r.registerNumber },
    { label: m.verification_admin_address(), value: `${r.street}, ${r.postalCode} ${r.city}` },
    { label: m.verification_admin_website(), value: r.website, link: true },
    { label: m.verification_admin_contact(), value: `${r.contactName}, ${r.contactPhoneOrEmail}` },
  ];
  return (
    <article className="card p-4 sm:p-5" aria-labelledby={`verification-${r.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`verification-${r.id}`} className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
          {r.companyName}
        </h2>
        {r.verified && <Pill tone="green">{m.verification_admin_already_verified()}</Pill>}
      </div>
      <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-600">
        {r.requesterEmail
          ? m.verification_admin_requested_by({ name: r.requesterName ?? "", email: r.requesterEmail, date })
          : m.verification_admin_requested_on({ date })}
        {" · "}
        <Link to={`/company/${encodeURIComponent(r.companySlug)}`} className="text-brand-700 hover:underline">
          {m.verification_admin_company_page()}
        </Link>
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {rows.map(({ label, value, link }) => (
          <div key={label}>
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-0.5 [overflow-wrap:anywhere] text-slate-900">
              {link ? (
                // Typed by the company (http or https only): a new tab, with no referrer and no access back to the console.
                <a href={value} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <ActionButton
          intent="approve"
          field="companyId"
          targetId={r.companyId}
          label={m.verification_admin_approve()}
          description={r.companyName}
          hidden={{ requestId: String(r.id) }}
        />
      </div>
      <details className="mt-3" open={actionData?.intent === "decline" && actionData.targetId === r.companyId}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-red-700">
          {m.verification_admin_decline_summary()}
        </summary>
        <div className="mt-2 max-w-xl">
          <ReasonForm
            schema={declineVerificationSchema}
            intent="decline"
            field="companyId"
            targetId={r.companyId}
            label={m.verification_admin_decline_label()}
            button={m.verification_admin_decline_button()}
            hint={m.verification_admin_decline_hint()}
            actionData={actionData}
          />
        </div>
      </details>
    </article>
  );
}
