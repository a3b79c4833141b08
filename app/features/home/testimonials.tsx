import { Quote } from "lucide-react";
import { useRef, useState } from "react";
import type { Testimonial } from "#content/types.ts";
import { useOnDemand } from "#app/lib/use-on-demand.ts";

// The dialog's code (about 9 KB compressed) is downloaded when a story is first opened.
const loadStoryDialog = () => import("./story-dialog.tsx").then((m) => m.StoryDialog);

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
  const [StoryDialog, loadDialog] = useOnDemand(loadStoryDialog);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              onPointerEnter={loadDialog}
              onFocus={loadDialog}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(t);
                void loadDialog(); // the dialog shows as soon as its code is here
              }}
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
      {StoryDialog && <StoryDialog story={open} onClose={() => setOpen(null)} returnFocus={() => opener.current?.focus()} />}
    </>
  );
}
