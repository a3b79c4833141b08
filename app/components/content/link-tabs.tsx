import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";

export interface LinkTab {
  label: string;
  /** Target with its query, e.g. "?category=visa" or "/blog". */
  to: string;
  active: boolean;
}

/**
 * Tabs that are links (?category=..., or one address per tab): the server renders the chosen view, so they work
 * before the page's script has loaded and every view has its own address. Styled like the Radix tabs; `fill`
 * shares the width out between the tabs (a card's two or three tabs).
 */
export function LinkTabs({
  label,
  tabs,
  fill = false,
  className,
}: {
  label: string;
  tabs: readonly LinkTab[];
  fill?: boolean;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={cn("gap-1 rounded-lg bg-slate-100 p-1", fill ? "grid auto-cols-fr grid-flow-col" : "flex flex-wrap")}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              preventScrollReset
              aria-current={tab.active ? "page" : undefined}
              className={cn(
                "rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors",
                fill ? "flex min-h-11 items-center justify-center" : "block py-2",
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
