import { formatDate } from "#app/lib/dates.ts";
import { AdminHeading, ListPager, Pill, SearchForm } from "#app/features/admin/public.ts";
import type { AdminMember } from "#app/features/admin/public.server.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

/** /admin/members: the accounts, newest first, searchable. */
export function MembersPage({
  members,
  total,
  q,
  page,
  totalPages,
}: {
  members: AdminMember[];
  total: number;
  q: string;
  page: number;
  totalPages: number;
}) {
  return (
    <>
      <AdminHeading title={m.admin_nav_members()} intro={m.admin_members_intro()} />
      <SearchForm label={m.admin_members_search()} value={q} />
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {total === 1
          ? m.admin_members_count_one({ count: formatNumber(total) })
          : m.admin_members_count_other({ count: formatNumber(total) })}
        {q ? ` ${m.admin_matching({ q })}` : ""}
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {members.map((member) => (
          <li key={member.id} className="p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">{member.name}</span>
              <Pill tone={member.kind === "employer" ? "brand" : "slate"}>
                {member.kind === "employer" ? m.admin_members_employer() : m.admin_members_job_seeker()}
              </Pill>
              {member.isAdmin && <Pill tone="amber">{m.admin_members_administrator()}</Pill>}
              {!member.emailVerified && <Pill tone="red">{m.admin_members_email_unverified()}</Pill>}
            </div>
            <p className="mt-1 text-sm break-all text-slate-700">{member.email}</p>
            <p className="mt-1 text-sm text-slate-600">
              {m.admin_members_joined({ date: formatDate(member.createdAt) })}
              {member.companies.length > 0 && <> · {member.companies.map((c) => `${c.name} (${c.role})`).join(", ")}</>}
            </p>
          </li>
        ))}
      </ul>
      <ListPager page={page} totalPages={totalPages} />
    </>
  );
}
