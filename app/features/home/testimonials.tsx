import { Quote, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import type { Testimonial } from "../../../content/types";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** Success stories: a card opens the whole story in a dialog; Escape, a click outside or Close dismisses it. */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const [open, setOpen] = useState<Testimonial | null>(null);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              onClick={() => setOpen(t)}
              className="card flex h-full w-full flex-col p-5 text-left transition-shadow hover:shadow-md"
              aria-haspopup="dialog"
            >
              <Quote className="size-6 text-brand-200" aria-hidden="true" />
              <p className="mt-2 line-clamp-4 flex-1 text-slate-700">{t.quote}</p>
              <span className="mt-4 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                >
                  {initials(t.name)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-slate-600">
                    {t.position} · from {t.origin}
                  </span>
                </span>
              </span>
              <span className="mt-3 text-sm font-medium text-brand-700">Read {t.name.split(" ")[0]}'s story</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
            {open && (
              <>
                <Dialog.Title className="pr-8 text-xl font-bold text-slate-900">{open.name}</Dialog.Title>
                <Dialog.Description className="text-sm text-slate-600">
                  {open.position} · from {open.origin}
                </Dialog.Description>
                <blockquote className="mt-4 leading-relaxed text-slate-700">“{open.quote}”</blockquote>
                <Dialog.Close
                  className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100"
                  aria-label="Close"
                >
                  <X className="size-5" aria-hidden="true" />
                </Dialog.Close>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
