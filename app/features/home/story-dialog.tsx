import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { Testimonial } from "#content/types.ts";

/**
 * A success story in full. Loaded when a story is first opened (testimonials.tsx), so that the home page does
 * not carry the dialog's code; closing it returns the focus to the story's card.
 */
export function StoryDialog({
  story,
  onClose,
  returnFocus,
}: {
  story: Testimonial | null;
  onClose: () => void;
  returnFocus: () => void;
}) {
  return (
    <Dialog.Root open={story !== null} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
        >
          {story && (
            <>
              <Dialog.Title className="pr-8 text-xl font-bold text-slate-900">{story.name}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                {story.position} · from {story.origin}
              </Dialog.Description>
              <blockquote className="mt-4 leading-relaxed text-slate-700">“{story.quote}”</blockquote>
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
  );
}
