import { faqFacts, faqGroups } from "#content/faq.ts";
import type { Route } from "./+types/faq";
import { FactsNote } from "#app/components/content/facts-note.tsx";
import { MailButton } from "#app/components/content/mail-button.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { faqJsonLd, FaqList, FaqTopics } from "#app/features/faq/public.ts";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { contentLang, EnglishContentNotice } from "#app/features/resources/public.ts";

export function loader() {
  return { groups: faqGroups, facts: faqFacts };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: m.content_faq_title(),
    description: m.content_faq_description(),
    path: "/faq",
    jsonLd: args.loaderData ? [faqJsonLd(args.loaderData.groups)] : [],
  });

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { groups, facts } = loaderData;
  return (
    <>
      <PageHeader
        title={m.content_faq_title()}
        intro={m.content_faq_intro()}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-3xl space-y-10">
          <EnglishContentNotice />
          <FaqTopics groups={groups} />
          <div lang={contentLang()}>
            <FaqList groups={groups} />
          </div>
          <FactsNote facts={facts} />
          <section className="card p-6 text-center sm:p-8">
            <h2 className="text-xl font-semibold text-slate-900">{m.content_faq_still()}</h2>
            <p className="mt-2 text-slate-600">{m.content_faq_write()}</p>
            <MailButton subject="Question from the FAQ page" className="mt-5">
              {m.content_contact_us()}
            </MailButton>
          </section>
        </div>
      </div>
    </>
  );
}
