import type { Toast } from "#app/lib/toast.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The toast of a redirect for pages without JavaScript: shown where the toaster shows it (at the bottom, centred
 * on a phone, in the bottom right corner wider), as a status message.
 * In data-saver mode it is always shown (the page has no scripts); otherwise only inside <noscript>, since
 * with scripts the toaster shows it (root.tsx).
 */
export function StaticToast({ toast, visible }: { toast: Toast | null; visible: boolean }) {
  if (!toast) return null;
  const box = (
    <div
      role={toast.variant === "error" ? "alert" : "status"}
      className={cn(
        "pb-static-toast fixed inset-x-3 bottom-4 z-50 mx-auto max-w-md rounded-lg border bg-white p-4 shadow-lg sm:right-6 sm:bottom-6 sm:left-auto sm:w-sm",
        toast.variant === "error" ? "border-red-300 text-red-900" : "border-emerald-300 text-slate-900",
      )}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
    </div>
  );
  return visible ? box : <noscript>{box}</noscript>;
}
