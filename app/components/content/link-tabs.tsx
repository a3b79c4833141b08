import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";

export interface LinkTab {
  label: string;
  /** Target with its query, e.g. "?category=visa" or "/blog". */
  to: string;
  active: boolean;
}

/**
 * Tabs that are links (?category=...): they filter on the server, so they work before the page's
 * script has loaded and every filtered view has its own address. Styled like the Radix tabs.
 */
export function LinkTabs({ label, tabs, className }: { label: string; tabs: readonly LinkTab[]; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              preventScrollReset
              aria-current={tab.active ? "page" : undefined}
              className={cn(
                "block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors",
                tab.active ? "bg-white text-brand-700 shadow-sm" : "text-slate-600 hover:bg-white/60 hover:text-slate-900",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
