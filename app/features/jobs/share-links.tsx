import { Link2, Mail, MessageCircle } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { cn } from "#app/lib/cn.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { site } from "#app/lib/site.ts";

/**
 * "Share on WhatsApp" and "Copy link" for a job (docs/product.md#sharing). WhatsApp is how most of our job
 * seekers pass on a job, so it gets its own link beside the share button. Both are plain links, so they work
 * without JavaScript: wa.me opens WhatsApp with the text filled in, and Copy link is the job's own address,
 * which a phone copies on a long press; with JavaScript a tap copies it.
 */

/** The wa.me address that opens WhatsApp with "{title} at {company}: {url}" as the message. */
export function whatsAppShareUrl(job: { title: string; company: string }, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${job.title} at ${job.company}: ${url}`)}`;
}

/** The line that goes with a shared job: "{title} at {company} on PearlBridge Jobs". */
export function shareText(job: { title: string; company: string }): string {
  return `${job.title} at ${job.company} on ${site.name}`;
}

/** A mailto: address with the job as the subject and the line and its link as the body (the mail app picks the recipient). */
export function emailShareUrl(job: { title: string; company: string }, url: string): string {
  return `mailto:?subject=${encodeURIComponent(`${job.title} at ${job.company}`)}&body=${encodeURIComponent(`${shareText(job)}: ${url}`)}`;
}

/** Copies text: the Clipboard API where the page may use it (HTTPS, localhost), else a selected textarea. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, an insecure origin): try the old way.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    // Deprecated, but the only way left where the Clipboard API is missing.
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export function ShareLinks({
  title,
  company,
  path,
  email = false,
  className,
}: {
  title: string;
  company: string;
  /** The job page's path, e.g. /job/123. */
  path: string;
  /** Also "Send by e-mail" (the share page). */
  email?: boolean;
  className?: string;
}) {
  const origin = useRootData()?.publicUrl ?? "";
  const url = `${origin}${path}`;
  const button = cn(buttonVariants({ variant: "outline" }), className);
  return (
    <>
      <a href={whatsAppShareUrl({ title, company }, url)} target="_blank" rel="noopener noreferrer" className={button}>
        <MessageCircle aria-hidden="true" className="text-green-700" />
        Share on WhatsApp
        <span className="sr-only"> (opens WhatsApp)</span>
      </a>
      {email && (
        <a href={emailShareUrl({ title, company }, url)} className={button}>
          <Mail aria-hidden="true" />
          Send by e-mail
        </a>
      )}
      <a
        href={url}
        className={button}
        onClick={async (e) => {
          e.preventDefault();
          if (await copyText(url)) showToast({ title: "Link copied", description: "Job link copied to clipboard" });
          else showToast({ title: "Could not copy the link", description: `Copy it by hand: ${url}`, variant: "error" });
        }}
      >
        <Link2 aria-hidden="true" />
        Copy link
      </a>
    </>
  );
}
