import { Share2 } from "lucide-react";
import { useNavigate } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { cn } from "#app/lib/cn.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { shareText } from "./share-links.tsx";

/** A job's share page: WhatsApp, e-mail and the link to copy (docs/product.md#sharing). */
export function sharePagePath(jobId: string): string {
  return `/job/${encodeURIComponent(jobId)}/share`;
}

/**
 * Share: a link to the job's share page, so it works before the page's script has loaded, without it and in
 * Data saver mode (decision 145). Once the script runs, a browser with a share sheet (most phones) opens that
 * instead; cancelling it is not a failure, and a sheet that fails leads to the share page.
 */
export function ShareButton({
  jobId,
  title,
  company,
  className,
}: {
  jobId: string;
  title: string;
  company: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const origin = useRootData()?.publicUrl ?? "";
  const to = sharePagePath(jobId);
  return (
    <Link
      to={to}
      className={cn(buttonVariants({ variant: "outline" }), className)}
      onClick={(e) => {
        if (typeof navigator.share !== "function") return; // the share page
        e.preventDefault();
        const url = `${origin}/job/${encodeURIComponent(jobId)}`;
        navigator.share({ title: m.jobs_title_at_company({ title, company }), text: shareText({ title, company }), url }).then(
          () => showToast({ title: m.jobs_share_done() }),
          (error: unknown) => {
            if ((error as Error).name !== "AbortError") void navigate(to);
          },
        );
      }}
    >
      <Share2 aria-hidden="true" />
      {m.jobs_share()}
    </Link>
  );
}
