import { Menu } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useOnDemand } from "#app/lib/use-on-demand.ts";
import { Logo } from "./logo.tsx";
import { AuthButton, NavItems, type NavAccount } from "./nav-items.tsx";

// The side sheet's code (a dialog, about 9 KB compressed) is downloaded when the menu is first used.
const loadMobileMenu = () => import("./mobile-menu.tsx").then((m) => m.MobileMenu);

export function Header({ account }: { account: NavAccount | null }) {
  const signedIn = account !== null;
  const [open, setOpen] = useState(false);
  const [MobileMenu, loadMenu] = useOnDemand(loadMobileMenu);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // Close the side sheet after navigating.
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo className="shrink-0" />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <NavItems account={account} />
        </nav>
        <div className="hidden lg:block">
          <AuthButton signedIn={signedIn} />
        </div>
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Open menu"
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
        </Button>
        {MobileMenu && <MobileMenu open={open} onOpenChange={setOpen} account={account} trigger={menuButton} />}
      </div>
    </header>
  );
}
