import type { Toast } from "#app/lib/toast.ts";

/**
 * The toasts of docs/product.md#toasts, word for word. A visitor's save stays on this device (a cookie), a
 * signed-in user's goes to the account: the toast says which.
 */
export const savedToasts = {
  saved: (title: string, signedIn: boolean): Toast => ({
    title: "Job saved",
    description: signedIn ? `${title} has been saved to your profile` : `${title} has been saved on this device`,
  }),
  removed: (title: string): Toast => ({ title: "Job removed", description: `${title} has been removed from saved jobs` }),
};

/** A save or removal the server did not confirm (offline, server error). */
export const SAVE_FAILED: Toast = { title: "Could not save", description: "Please try again.", variant: "error" };
