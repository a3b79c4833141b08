import { NavLink } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";

export interface SectionTab {
  to: string;
  label: string;
  /** Active only on this exact address (an area's start page), not on the addresses below it. */
  end?: boolean;
}

/** The tabs of an area's sections (employer area, administration): links, scrolling sideways on a phone. */
export function SectionTabs({ label, sections }: { label: string; sections: readonly SectionTab[] }) {
  return (
    <nav aria-label={label} className="-mb-px mt-4 flex gap-1 overflow-x-auto">
      {sections.map((s) => (
        <NavLink
          key={s.to}
          to={s.to}
          end={s.end}
          className={({ isActive }) =>
            cn(
              "inline-flex min-h-11 items-center border-b-2 px-2.5 text-sm font-semibold whitespace-nowrap sm:px-3",
              isActive ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900",
            )
          }
        >
          {s.label}
        </NavLink>
      ))}
    </nav>
  );
}
