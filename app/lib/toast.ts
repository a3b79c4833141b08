/**
 * The one toast shape of the app: shown in the browser (components/ui/toaster.tsx), answered by actions and
 * carried across a redirect in the flash cookie (flash.server.ts). Pure, shared by server and browser.
 */
export interface Toast {
  title: string;
  description?: string;
  /** "error" is the destructive variant; anything else is shown as a success. */
  variant?: "success" | "error";
}

const MAX_TITLE = 200;
const MAX_DESCRIPTION = 500;

/**
 * A toast read from outside (a cookie), or null when the value is not one. Lengths are capped and unknown
 * fields dropped, so nothing but the three known fields ever reaches the page.
 */
export function parseToast(value: unknown): Toast | null {
  if (!value || typeof value !== "object") return null;
  const { title, description, variant } = value as Record<string, unknown>;
  if (typeof title !== "string" || title.trim() === "") return null;
  if (description !== undefined && typeof description !== "string") return null;
  if (variant !== undefined && variant !== "success" && variant !== "error") return null;
  const toast: Toast = { title: title.slice(0, MAX_TITLE) };
  if (description !== undefined) toast.description = description.slice(0, MAX_DESCRIPTION);
  if (variant !== undefined) toast.variant = variant;
  return toast;
}
