import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input, Label } from "#app/components/ui/input.tsx";
import { actionLabel, AdminHeading, describeDetail, ListPager } from "#app/features/admin/public.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import type { AuditRow } from "#app/features/admin/public.server.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

/** /admin/audit: who did what, when; newest first, filtered by action prefix and company. */
export function AuditPage({
  entries,
  total,
  filters,
  page,
  totalPages,
}: {
  entries: AuditRow[];
  total: number;
  filters: { action: string; company: string };
  page: number;
  totalPages: number;
}) {
  return (
    <>
      <AdminHeading title={m.admin_nav_audit()} intro={m.admin_audit_intro()} />
      <Form method="get" role="search" className="mb-5 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-48 space-y-1.5">
          <Label htmlFor="audit-action">{m.admin_audit_action_starts()}</Label>
          <Input
            id="audit-action"
            name="action"
            defaultValue={filters.action}
            maxLength={100}
            placeholder={m.admin_audit_action_placeholder()}
          />
        </div>
        <div className="min-w-0 flex-1 basis-48 space-y-1.5">
          <Label htmlFor="audit-company">{m.admin_audit_company()}</Label>
          <Input id="audit-company" name="company" defaultValue={filters.company} maxLength={100} />
        </div>
        <Button type="submit">{m.admin_audit_filter()}</Button>
        {(filters.action || filters.company) && (
          <Link
            to="/admin/audit"
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
          >
            {m.admin_audit_clear()}
          </Link>
        )}
      </Form>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {total === 1
          ? m.admin_audit_count_one({ count: formatNumber(total) })
          : m.admin_audit_count_other({ count: formatNumber(total) })}
      </p>
      {entries.length === 0 ? (
        <p className="card p-6 text-slate-700">{m.admin_audit_none()}</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {entries.map((e) => (
            <li key={e.id} className="grid gap-1 p-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
              <time dateTime={e.createdAt} className="text-sm text-slate-600">
                {formatDateTime(e.createdAt)}
              </time>
              <div className="min-w-0">
                <p className="text-sm [overflow-wrap:anywhere] text-slate-900">
                  <span className="font-semibold">{e.actorEmail}</span> · {actionLabel(e.action)}{" "}
                  <code className="rounded bg-slate-100 px-1 text-xs text-slate-700">{e.action}</code>
                </p>
                <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-700">
                  {e.targetType}: {e.targetName ?? e.targetId}
                  {e.companyName && e.targetType !== "company" && <> · {e.companyName}</>}
                </p>
                {describeDetail(e.detail).map((line, i) => (
                  <p key={i} className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-600">
                    {line}
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ol>
      )}
      <ListPager page={page} totalPages={totalPages} />
    </>
  );
}
