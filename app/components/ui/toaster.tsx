import { Toaster as Sonner, toast } from "sonner";

/** Spec section 9: one toast at a time, shown for 5 seconds. */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{ classNames: { toast: "font-sans", title: "font-semibold", description: "text-sm" } }}
    />
  );
}

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "success" | "error";
}

/** Shows a toast; "error" is the spec's destructive variant. A new toast replaces the one on screen. */
export function showToast({ title, description, variant }: ToastMessage) {
  toast.dismiss();
  if (variant === "error") toast.error(title, { description });
  else toast.success(title, { description });
}
