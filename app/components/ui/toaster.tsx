import { lazy, Suspense, useEffect, useState } from "react";
import type { Toast } from "#app/lib/toast.ts";

/** One toast at a time, shown for 5 seconds (docs/product.md#toasts). */
export const TOAST_DURATION_MS = 5000;
/**
 * Toasts sit just below the sticky header (4 rem), not over it: at the top, a toast covered the phone's menu
 * button and Saved link for its 5 seconds, and longer while a pointer rested on it (Sonner then pauses it).
 */
const BELOW_HEADER = { top: 72 };

// Sonner (about 10 KB compressed) is downloaded with the first toast, not with every page: most visits show none.
const loadSonner = () => import("sonner");
const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** Set once a toast was asked for: from then on the toaster is rendered. */
let requested = false;
const onRequest = new Set<() => void>();
let markReady: () => void;
/** Resolves once the toaster (and its live region) is on the page, so the first toast is announced. */
const ready = new Promise<void>((resolve) => (markReady = resolve));

function Ready() {
  useEffect(() => markReady(), []);
  return null;
}

export function Toaster() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const listener = () => setShow(true);
    onRequest.add(listener);
    if (requested) listener();
    return () => void onRequest.delete(listener);
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        offset={BELOW_HEADER}
        mobileOffset={BELOW_HEADER}
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        closeButton
        toastOptions={{ classNames: { toast: "font-sans", title: "font-semibold", description: "text-sm" } }}
      />
      <Ready />
    </Suspense>
  );
}

/** Shows a toast; "error" is the destructive (red) variant. A new toast replaces the one on screen. */
export function showToast({ title, description, variant }: Toast) {
  if (!requested) {
    requested = true;
    for (const listener of onRequest) listener();
  }
  // Wait for the toaster, but never for long: Sonner shows a toast created before its toaster mounted anyway.
  const mounted = Promise.race([ready, new Promise((r) => setTimeout(r, 1000))]);
  void Promise.all([loadSonner(), mounted]).then(([{ toast }]) => {
    toast.dismiss();
    if (variant === "error") toast.error(title, { description });
    else toast.success(title, { description });
  });
}
