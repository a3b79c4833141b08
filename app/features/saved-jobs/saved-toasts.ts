import { m } from "#app/lib/i18n/i18n.ts";
import type { Toast } from "#app/lib/toast.ts";

/**
 * The toasts of docs/product.md#toasts, word for word, in the page's language (made when shown). A visitor's
 * save stays on this device (a cookie), a signed-in user's goes to the account: the toast says which.
 */
export const savedToasts = {
  saved: (title: string, signedIn: boolean): Toast => ({
    title: m.account_saved_toast_saved(),
    description: signedIn ? m.account_saved_toast_saved_account({ title }) : m.account_saved_toast_saved_device({ title }),
  }),
  removed: (title: string): Toast => ({
    title: m.account_saved_toast_removed(),
    description: m.account_saved_toast_removed_text({ title }),
  }),
};

/** A save or removal the server did not confirm (offline, server error). */
export const saveFailedToast = (): Toast => ({
  title: m.account_saved_failed(),
  description: m.account_saved_try_again(),
  variant: "error",
});
