import { lazy, Suspense, useEffect, useState } from "react";
import type { Toast } from "#app/lib/toast.ts";

/** One toast at a time, shown for 5 seconds (docs/product.md#toasts). */
export const TOAST_DURATION_MS = 5000;
/**
 * Toasts sit at the bottom: centred on a phone (Sonner's layout below 600 px), in the bottom right corner wider.
 * At the top they covered the menu button, the Saved link or the page's heading for their 5 seconds, and
 * longer while a pointer rested on them (docs/decisions/157-toasts-at-the-bottom.md).
 */
const POSITION = "bottom-right";
const OFFSET = { bottom: 24, right: 24 };
const MOBILE_OFFSET = { bottom: 16, left: 12, right: 12 };

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
        position={POSITION}
        offset={OFFSET}
        mobileOffset={MOBILE_OFFSET}
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
