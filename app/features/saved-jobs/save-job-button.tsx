import { Bookmark, BookmarkCheck } from "lucide-react";
import { useLocation } from "react-router";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { cn } from "#app/lib/cn.ts";
import { href, m } from "#app/lib/i18n/i18n.ts";
import { saveFailedToast } from "./saved-toasts.ts";
import { SAVED_PATH, useSavedJobs } from "./use-saved-jobs.ts";

export interface SaveJobButtonProps {
  jobId: string;
  title: string;
  company: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}

/**
 * The Save Job / Saved toggle (docs/product.md#saved-jobs): a plain form to /saved, so that it works without
 * JavaScript (the server answers with a redirect back here and a toast); with JavaScript it saves in place.
 */
export function SaveJobButton({ jobId, variant = "outline", size, className }: SaveJobButtonProps) {
  const { isSaved, changeSaved } = useSavedJobs();
  const location = useLocation();
  const saved = isSaved(jobId);
  return (
    <form
      method="post"
      action={href(SAVED_PATH)}
      onSubmit={(event) => {
        event.preventDefault();
        // The button turns at once; the toast comes with the server's answer.
        void changeSaved(jobId, !saved).then((toast) => showToast(toast ?? saveFailedToast()));
      }}
    >
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="saved" value={saved ? "false" : "true"} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <Button
        type="submit"
        variant={variant}
        size={size}
        aria-pressed={saved}
        className={cn(saved && "border-brand-300 bg-brand-50 text-brand-800 hover:bg-brand-100", className)}
      >
        {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {saved ? m.account_saved_button_saved() : m.account_saved_button_save()}
      </Button>
    </form>
  );
}
