import { Share2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { useRootData } from "#app/lib/root-data.ts";

/**
 * Share through the browser's share sheet; where there is none (most desktops), copy the link instead
 * (docs/product.md#sharing). Cancelling the share sheet is not a failure.
 */
export async function shareLink(data: { title: string; text: string; url: string }): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      showToast({ title: "Shared successfully" });
      return;
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    showToast({ title: "Link copied", description: "Job link copied to clipboard" });
  } catch {
    showToast({ title: "Sharing failed", description: "Could not share or copy job link", variant: "error" });
  }
}

export function ShareButton({ title, company, className }: { title: string; company: string; className?: string }) {
  // A data-saver page runs no script: the button could do nothing, and Share on WhatsApp / Copy link stay.
  if (useRootData()?.saveData === true) return null;
  return (
    <Button
      type="button"
      variant="outline"
      className={className}
      onClick={() =>
        shareLink({
          title: `${title} at ${company}`,
          text: `${title} at ${company} on PearlBridge Jobs`,
          url: window.location.href,
        })
      }
    >
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
