import { Link2, Mail, MessageCircle } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { cn } from "#app/lib/cn.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/**
 * "Share on WhatsApp" and "Copy link" for a job (docs/product.md#sharing). WhatsApp is how most of our job
 * seekers pass on a job, so it gets its own link beside the share button. Both are plain links, so they work
 * without JavaScript: wa.me opens WhatsApp with the text filled in, and Copy link is the job's own address,
 * which a phone copies on a long press; with JavaScript a tap copies it.
 */

/** The wa.me address that opens WhatsApp with "{title} at {company}: {url}" as the message. */
export function whatsAppShareUrl(job: { title: string; company: string }, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${m.jobs_title_at_company(job)}: ${url}`)}`;
}

/** The line that goes with a shared job: "{title} at {company} on PearlBridge Jobs". */
export function shareText(job: { title: string; company: string }): string {
  return m.jobs_share_text(job);
}

/** A mailto: address with the job as the subject and the line and its link as the body (the mail app picks the recipient). */
export function emailShareUrl(job: { title: string; company: string }, url: string): string {
  return `mailto:?subject=${encodeURIComponent(m.jobs_title_at_company(job))}&body=${encodeURIComponent(`${shareText(job)}: ${url}`)}`;
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
        {m.jobs_share_whatsapp()}
        <span className="sr-only">{m.jobs_share_whatsapp_opens()}</span>
      </a>
      {email && (
        <a href={emailShareUrl({ title, company }, url)} className={button}>
          <Mail aria-hidden="true" />
          {m.jobs_share_email()}
        </a>
      )}
      <a
        href={url}
        className={button}
        onClick={async (e) => {
          e.preventDefault();
          if (await copyText(url)) showToast({ title: m.jobs_share_copied_title(), description: m.jobs_share_copied_text() });
          else
            showToast({
              title: m.jobs_share_copy_failed_title(),
              description: m.jobs_share_copy_failed_text({ url }),
              variant: "error",
            });
        }}
      >
        <Link2 aria-hidden="true" />
        {m.jobs_share_copy()}
      </a>
    </>
  );
}
