import { LifeBuoy } from "lucide-react";
import { MailButton } from "#app/components/content/mail-button.tsx";
import { m } from "#app/lib/i18n/i18n.ts";

/** The mail request for visa assistance on /visa-info (docs/product.md#content-pages). */
export function VisaAssistance({
  title,
  text,
  subject,
  contentLang,
}: {
  title: string;
  text: string;
  subject: string;
  /** "en" on a German page: the title and text are English guidance; the button is in the page's language. */
  contentLang?: "en";
}) {
  return (
    <section className="card flex flex-col gap-5 p-6 sm:flex-row sm:items-start sm:p-8">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <LifeBuoy className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 lang={contentLang} className="text-xl font-semibold text-slate-900 sm:text-2xl">
          {title}
        </h2>
        <p lang={contentLang} className="mt-2 max-w-3xl leading-relaxed text-slate-600">
          {text}
        </p>
        <MailButton subject={subject} size="lg" className="mt-5">
          {m.content_visa_request_assistance()}
        </MailButton>
      </div>
    </section>
  );
}
