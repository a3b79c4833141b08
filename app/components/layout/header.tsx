import { Menu } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useOnDemand } from "#app/lib/use-on-demand.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { NoScriptMenu } from "./no-script-menu.tsx";
import { AccountMenu } from "./account-menu.tsx";
import { AuthButton, MenuBadge, MessagesLink, SavedLink, SiteLinks, type NavAccount } from "./nav-items.tsx";
import { m } from "#app/lib/i18n/i18n.ts";

// The side sheet's code (a dialog, about 9 KB compressed) is downloaded when the menu is first used.
const loadMobileMenu = () => import("./mobile-menu.tsx").then((m) => m.MobileMenu);

/**
 * Whether the header shows the script's menu button instead of the <details> menu: false in the server's HTML and
 * while hydrating, true once the page's script runs, but not while the <details> is open. A new visitor's first tap
 * opens it before the script has loaded (and starts loading it); swapping it then would close the menu under their
 * finger seconds later, so the swap waits until they close it or move to another page.
 */
function useScriptMenu(pathname: string) {
  const details = useRef<HTMLDetailsElement>(null);
  const [scripted, setScripted] = useState(false);
  const firstPath = useRef(pathname);
  useEffect(() => {
    const menu = details.current;
    if (!menu?.open) {
      setScripted(true);
      return;
    }
    const swapWhenClosed = () => setScripted(!menu.open);
    menu.addEventListener("toggle", swapWhenClosed);
    return () => menu.removeEventListener("toggle", swapWhenClosed);
  }, []);
  // A link in the open <details> leads to another page without a reload: close it there.
  useEffect(() => {
    const menu = details.current;
    if (menu && pathname !== firstPath.current) menu.open = false;
  }, [pathname]);
  return [details, scripted] as const;
}

export function Header({ account }: { account: NavAccount | null }) {
  const signedIn = account !== null;
  const savedCount = useRootData()?.savedJobIds.length ?? 0;
  const [open, setOpen] = useState(false);
  const [MobileMenu, loadMenu] = useOnDemand(loadMobileMenu);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // Until the script runs (or without one: data saver, scripts off) the menu is a <details> element.
  const [noScriptMenu, scripted] = useScriptMenu(location.pathname);
  // Close the side sheet after navigating.
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="container-page flex h-16 items-center justify-between gap-2 lg:gap-4">
        <Logo className="shrink-0" />
        <nav aria-label={m.shared_nav_main()} className="hidden items-center gap-1 lg:flex">
          <SiteLinks signedIn={signedIn} />
        </nav>
        <div className="flex items-center gap-1 lg:gap-2">
          {account && <MessagesLink account={account} className="px-2 max-sm:hidden lg:px-2.5" />}
          <SavedLink count={savedCount} compact className="px-2 lg:px-2.5" />
          {/* A signed-in account's pages and Logout are in its menu, so that the bar fits from 1024 px. */}
          <LanguageSwitch className="text-slate-700 hover:bg-slate-100 hover:text-brand-700 max-lg:hidden" />
          <div className="hidden lg:block">{account ? <AccountMenu account={account} /> : <AuthButton signedIn={false} />}</div>
          {scripted ? (
            <Button
              ref={menuButton}
              variant="ghost"
              size="icon"
              className="relative lg:hidden"
              aria-label={account && account.unread > 0 ? undefined : m.shared_menu_open()}
              aria-haspopup="dialog"
              aria-expanded={open}
              onPointerEnter={loadMenu}
              onFocus={loadMenu}
              onClick={() => {
                setOpen(true);
                void loadMenu(); // the sheet shows as soon as its code is here
              }}
            >
              <Menu aria-hidden="true" />
              {account && account.unread > 0 && <span className="sr-only">{m.shared_menu_open()}</span>}
              <MenuBadge account={account} />
            </Button>
          ) : (
            <NoScriptMenu ref={noScriptMenu} account={account} savedCount={savedCount} />
          )}
        </div>
        {MobileMenu && (
          <MobileMenu open={open} onOpenChange={setOpen} account={account} savedCount={savedCount} trigger={menuButton} />
        )}
      </div>
    </header>
  );
}
