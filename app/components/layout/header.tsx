import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { headerLinks } from "./nav-links";

function AuthButton({ signedIn, className }: { signedIn: boolean; className?: string }) {
  if (signedIn) {
    return (
      <Form method="post" action="/logout" className={className}>
        <Button type="submit" variant="outline" className="w-full">
          Logout
        </Button>
      </Form>
    );
  }
  return (
    <Link to="/auth" className={cn(buttonVariants({ variant: "primary" }), className)}>
      Login
    </Link>
  );
}

function AccountLinks() {
  return (
    <>
      <NavLink to="/applications" className={navClass}>
        My Applications
      </NavLink>
      <NavLink to="/account" className={navClass}>
        My Account
      </NavLink>
    </>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "text-brand-700 bg-brand-50" : "text-slate-700 hover:text-brand-700 hover:bg-slate-100",
  );

export function Header({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // Close the side sheet after navigating.
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {headerLinks.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === "/"} className={navClass}>
              {l.label}
            </NavLink>
          ))}
          {signedIn && <AccountLinks />}
        </nav>
        <div className="hidden lg:block">
          <AuthButton signedIn={signedIn} />
        </div>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
              <Menu aria-hidden="true" />
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
            <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 bg-white p-6 shadow-xl">
              <div className="flex items-center justify-between">
                <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
                <Dialog.Close asChild>
                  <Button variant="ghost" size="icon" aria-label="Close menu">
                    <X aria-hidden="true" />
                  </Button>
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
              <nav aria-label="Mobile" className="flex flex-col gap-1">
                {headerLinks.map((l) => (
                  <NavLink key={l.to} to={l.to} end={l.to === "/"} className={navClass}>
                    {l.label}
                  </NavLink>
                ))}
                {signedIn && <AccountLinks />}
              </nav>
              <AuthButton signedIn={signedIn} className="mt-auto w-full" />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </header>
  );
}
