import { ChevronDown, CircleUser } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { AccountLinks, AuthButton, InterviewCount, type NavAccount } from "./nav-items.tsx";
import { m } from "#app/lib/i18n/i18n.ts";

/**
 * The bar's menu of a signed-in account: its pages and Logout. In the bar beside the site's links they pushed
 * Logout out of view (docs/decisions/156-header-fits-every-width.md). A <details> element, so it opens without
 * a script, also before hydration; the script adds what a menu does: it closes on a click outside, on Escape
 * (back to its button) and after navigating.
 */
export function AccountMenu({ account }: { account: NavAccount }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // Closed after navigating, not when the script takes over: a menu opened before it stays open (decision 153).
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (menu.current && pathname !== shownAt.current) menu.current.open = false;
    shownAt.current = pathname;
  }, [pathname]);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) menu.current.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !menu.current?.open) return;
      menu.current.open = false;
      menu.current.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return (
    <details ref={menu} className="group relative">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-brand-700 group-open:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <CircleUser className="size-4" aria-hidden="true" />
        {m.shared_nav_account()}
        {/* Interviews to look at (issue 29): the menu's link to them carries the same number. */}
        <InterviewCount count={account.interviews} />
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="absolute top-full right-0 z-50 mt-2 flex w-56 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
        <nav aria-label={m.shared_nav_account()} className="flex flex-col gap-1">
          <AccountLinks account={account} />
        </nav>
        <AuthButton signedIn className="mt-1 border-t border-slate-100 pt-2" />
      </div>
    </details>
  );
}
