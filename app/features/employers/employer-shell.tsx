import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "#app/lib/cn.ts";

export interface ShellCompany {
  name: string;
  slug: string;
  verified: boolean;
}

const SECTIONS = [
  { to: "/employer", label: "Dashboard", end: true },
  { to: "/employer/jobs", label: "Jobs", end: false },
  { to: "/employer/company", label: "Company", end: false },
  { to: "/employer/team", label: "Team", end: false },
] as const;

/** The frame of every employer page: the company's name and the sections of the employer area. */
export function EmployerShell({ company, children }: { company: ShellCompany; children: ReactNode }) {
  return (
    <div className="bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page pt-6">
          <p className="text-sm font-medium text-slate-500">Employer area</p>
          <p className="mt-1 text-xl font-bold text-slate-900">{company.name}</p>
          <nav aria-label="Employer area" className="-mb-px mt-4 flex gap-1 overflow-x-auto">
            {SECTIONS.map((s) => (
              <NavLink
                key={s.to}
                to={s.to}
                end={s.end}
                className={({ isActive }) =>
                  cn(
                    "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap",
                    isActive ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900",
                  )
                }
              >
                {s.label}
              </NavLink>
            ))}
          </nav>
        </div>
      </div>
      <div className="container-page py-8">{children}</div>
    </div>
  );
}
