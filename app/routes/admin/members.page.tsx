import { formatDate } from "#app/lib/dates.ts";
import { AdminHeading, ListPager, Pill, SearchForm } from "#app/features/admin/public.ts";
import type { AdminMember } from "#app/features/admin/public.server.ts";

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
      <AdminHeading
        title="Members"
        intro="Every account, newest first. Administrators are listed in ADMIN_EMAILS or granted with npm run admin."
      />
      <SearchForm label="Search by name or e-mail address" value={q} />
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {total.toLocaleString("en")} {total === 1 ? "account" : "accounts"}
        {q ? ` matching “${q}”` : ""}
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {members.map((m) => (
          <li key={m.id} className="p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">{m.name}</span>
              <Pill tone={m.kind === "employer" ? "brand" : "slate"}>{m.kind === "employer" ? "Employer" : "Job seeker"}</Pill>
              {m.isAdmin && <Pill tone="amber">Administrator</Pill>}
              {!m.emailVerified && <Pill tone="red">E-mail not verified</Pill>}
            </div>
            <p className="mt-1 text-sm break-all text-slate-700">{m.email}</p>
            <p className="mt-1 text-sm text-slate-600">
              Joined {formatDate(m.createdAt)}
              {m.companies.length > 0 && <> · {m.companies.map((c) => `${c.name} (${c.role})`).join(", ")}</>}
            </p>
          </li>
        ))}
      </ul>
      <ListPager page={page} totalPages={totalPages} />
    </>
  );
}
