import { BadgeCheck, Clock } from "lucide-react";
import { SectionTabs } from "#app/components/layout/section-tabs.tsx";
import type { ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { href, m } from "#app/lib/i18n/i18n.ts";

export interface ShellCompany {
  id: string;
  name: string;
  slug: string;
  verified: boolean;
}

const SECTIONS = [
  { to: "/employer", label: m.employer_layout_dashboard, end: true },
  { to: "/employer/jobs", label: m.employer_layout_jobs, end: false },
  { to: "/employer/company", label: m.employer_layout_company, end: false },
  { to: "/employer/team", label: m.employer_layout_team, end: false },
] as const;

/** Verified companies publish at once; the others' jobs wait for a moderator. */
function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-1 text-xs font-semibold text-green-800 ring-1 ring-green-200">
      <BadgeCheck aria-hidden="true" className="size-4" />
      {m.employer_layout_verified()}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      {m.employer_layout_not_verified()}
    </span>
  );
}

/** With more than one company: a small form that makes another one the active company (POST /employer/switch). */
function CompanySwitcher({ company, companies }: { company: ShellCompany; companies: { id: string; name: string }[] }) {
  const location = useLocation();
  if (companies.length < 2) return null;
  return (
    <Form method="post" action={href("/employer/switch")} className="flex items-center gap-2">
      <input type="hidden" name="redirectTo" value={location.pathname} />
      <label htmlFor="company-switch" className="sr-only">
        {m.employer_layout_company()}
      </label>
      <select
        id="company-switch"
        name="companyId"
        defaultValue={company.id}
        className="h-11 min-w-0 max-w-56 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        {companies.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline">
        {m.employer_layout_switch()}
      </Button>
    </Form>
  );
}

/** The frame of every employer page: the company's name and standing, the switcher, the sections. */
export function EmployerShell({
  company,
  companies = [],
  children,
}: {
  company: ShellCompany;
  companies?: { id: string; name: string }[];
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page pt-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-600">{m.employer_layout_area()}</p>
              <p className="mt-1 break-words text-xl font-bold text-slate-900">{company.name}</p>
              <div className="mt-2">
                <VerifiedBadge verified={company.verified} />
              </div>
            </div>
            <CompanySwitcher company={company} companies={companies} />
          </div>
          <SectionTabs label={m.employer_layout_area()} sections={SECTIONS.map((s) => ({ ...s, label: s.label() }))} />
        </div>
      </div>
      <div className="container-page py-8">{children}</div>
    </div>
  );
}
