import { LifeBuoy } from "lucide-react";
import { MailButton } from "#app/components/content/mail-button.tsx";

/** The mail request for visa assistance on /visa-info (docs/product.md#content-pages). */
export function VisaAssistance({ title, text, subject }: { title: string; text: string; subject: string }) {
  return (
    <section className="card flex flex-col gap-5 p-6 sm:flex-row sm:items-start sm:p-8">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <LifeBuoy className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{title}</h2>
        <p className="mt-2 max-w-3xl leading-relaxed text-slate-600">{text}</p>
        <MailButton subject={subject} size="lg" className="mt-5">
          Request Visa Assistance
        </MailButton>
      </div>
    </section>
  );
}
