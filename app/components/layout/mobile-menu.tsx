import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DataSaverSwitch } from "./data-saver-switch.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { AuthButton, NavItems, SavedLink, type NavAccount } from "./nav-items.tsx";
import { m } from "#app/lib/i18n/i18n.ts";

/**
 * The phone navigation's side sheet. Loaded when the menu button is first used (header.tsx), so that pages do
 * not carry the dialog's code; closing it returns the focus to that button.
 */
export function MobileMenu({
  open,
  onOpenChange,
  account,
  savedCount,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: NavAccount | null;
  savedCount: number;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl *:shrink-0"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{m.shared_menu()}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={m.shared_menu_close()}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{m.shared_menu_description()}</Dialog.Description>
          <nav aria-label={m.shared_nav_mobile()} className="flex flex-col gap-1">
            <NavItems account={account} />
            <SavedLink count={savedCount} />
          </nav>
          <div className="mt-auto flex flex-wrap">
            <DataSaverSwitch />
            <LanguageSwitch className="text-slate-700 hover:bg-slate-100 hover:text-brand-700" />
          </div>
          <AuthButton signedIn={account !== null} className="w-full" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
