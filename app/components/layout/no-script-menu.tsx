import { Menu, X } from "lucide-react";
import type { Ref } from "react";
import { DataSaverSwitch } from "./data-saver-switch.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { AuthButton, MenuBadge, NavItems, SavedLink, type NavAccount } from "./nav-items.tsx";
import { m } from "#app/lib/i18n/i18n.ts";

/**
 * The phone menu without JavaScript (data saver, scripts turned off, or before the page's script has
 * loaded): a <details> element that the browser opens and closes by itself. Once the script runs, the
 * header swaps it for the button that opens the side sheet (header.tsx), once it is closed.
 */
export function NoScriptMenu({
  account,
  savedCount,
  ref,
}: {
  account: NavAccount | null;
  savedCount: number;
  ref?: Ref<HTMLDetailsElement>;
}) {
  return (
    <details ref={ref} className="group lg:hidden">
      <summary className="relative flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <Menu className="group-open:hidden" aria-hidden="true" />
        <X className="hidden group-open:block" aria-hidden="true" />
        <span className="sr-only">{m.shared_menu()}</span>
        <MenuBadge account={account} />
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg">
        <nav aria-label={m.shared_nav_mobile()} className="container-page flex flex-col gap-1 py-4">
          <NavItems account={account} />
          <SavedLink count={savedCount} />
        </nav>
        <div className="container-page flex flex-col gap-3 pb-6">
          <div className="flex flex-wrap">
            <DataSaverSwitch />
            <LanguageSwitch className="text-slate-700 hover:bg-slate-100 hover:text-brand-700" />
          </div>
          <AuthButton signedIn={account !== null} className="w-full" />
        </div>
      </div>
    </details>
  );
}
