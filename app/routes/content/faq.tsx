import { faqFacts, faqGroups } from "#content/faq.ts";
import type { Route } from "./+types/faq";
import { FactsNote } from "#app/components/content/facts-note.tsx";
import { MailButton } from "#app/components/content/mail-button.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { faqJsonLd, FaqList, FaqTopics } from "#app/features/faq/public.ts";
import { head } from "#app/lib/seo.ts";

export function loader() {
  return { groups: faqGroups, facts: faqFacts };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: "Frequently Asked Questions",
    description:
      "Answers about PearlBridge Jobs: accounts, applying for jobs in Germany, visas and work permits, costs and fees, and learning German.",
    path: "/faq",
    jsonLd: args.loaderData ? [faqJsonLd(args.loaderData.groups)] : [],
  });

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { groups, facts } = loaderData;
  return (
    <>
      <PageHeader
        title="Frequently Asked Questions"
        intro="Quick answers about your account, applying for jobs, visas, costs and learning German."
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-3xl space-y-10">
          <FaqTopics groups={groups} />
          <FaqList groups={groups} />
          <FactsNote facts={facts} />
          <section className="card p-6 text-center sm:p-8">
            <h2 className="text-xl font-semibold text-slate-900">Still have questions?</h2>
            <p className="mt-2 text-slate-600">Write to us in English or German. We reply within a few working days.</p>
            <MailButton subject="Question from the FAQ page" className="mt-5">
              Contact Us
            </MailButton>
          </section>
        </div>
      </div>
    </>
  );
}
