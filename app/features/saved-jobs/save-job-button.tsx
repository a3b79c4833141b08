import { Bookmark, BookmarkCheck } from "lucide-react";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import type { Toast } from "#app/lib/toast.ts";
import { cn } from "#app/lib/cn.ts";
import { useSavedJobs } from "./use-saved-jobs.ts";

/** The toasts of docs/product.md#toasts, word for word. */
export const savedToasts = {
  saved: (title: string): Toast => ({ title: "Job saved", description: `${title} has been saved to your profile` }),
  removed: (title: string): Toast => ({ title: "Job removed", description: `${title} has been removed from saved jobs` }),
};

export interface SaveJobButtonProps {
  jobId: string;
  title: string;
  company: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}

/** The Save Job / Saved toggle (docs/product.md#saved-jobs). */
export function SaveJobButton({ jobId, title, variant = "outline", size, className }: SaveJobButtonProps) {
  const { isSaved, setSaved } = useSavedJobs();
  const saved = isSaved(jobId);
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      aria-pressed={saved}
      className={cn(saved && "border-brand-300 bg-brand-50 text-brand-800 hover:bg-brand-100", className)}
      onClick={() => {
        const next = !saved;
        void setSaved(jobId, next);
        showToast(next ? savedToasts.saved(title) : savedToasts.removed(title));
      }}
    >
      {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      {saved ? "Saved" : "Save Job"}
    </Button>
  );
}
