import { ArrowRight, Calculator } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { visaAssistance, visaPage } from "#content/visa.ts";
import { fact } from "#content/visa-facts.ts";
import type { Route } from "./+types/visa-info";
import { FactsNote } from "#app/components/content/facts-note.tsx";
import { LastReviewed } from "#app/components/content/last-reviewed.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { cardsFor, contentLang, EnglishContentNotice, RelatedGuides } from "#app/features/resources/public.ts";
import { VisaAssistance, VisaTabs } from "#app/features/visa/public.ts";
import { TAB_PARAM } from "#app/components/content/tab-address.ts";
import { keepDataWhenOnlyChanged } from "#app/lib/revalidate.ts";
import { head } from "#app/lib/seo.ts";
import { currentLocale, m } from "#app/lib/i18n/i18n.ts";

export function loader() {
  return {
    page: visaPage,
    assistance: visaAssistance,
    guides: cardsFor(["visa-guide", "blue-card", "qualification-recognition"]),
  };
}

/** The tabs are links (`?tab=`) to panels already in the page: switching needs no new data. */
export const shouldRevalidate = keepDataWhenOnlyChanged(TAB_PARAM);

/** Every tab's address shares the page's canonical address (`/visa-info`), whose HTML holds all panels. */
export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: m.content_visa_title(),
    description: m.content_visa_description({
      general: fact("blueCardGeneral", currentLocale()),
      shortage: fact("blueCardShortage", currentLocale()),
    }),
    keywords: [
      "EU Blue Card",
      "German work visa",
      "skilled worker visa",
      "Opportunity Card",
      "German Embassy Kampala",
      "work permit Germany",
    ],
    path: "/visa-info",
  });

export default function VisaInfo({ loaderData }: Route.ComponentProps) {
  const { page, assistance, guides } = loaderData;
  return (
    <>
      <PageHeader title={m.content_visa_title()} intro={<span lang={contentLang()}>{page.intro}</span>}>
        <LastReviewed date={page.lastReviewed} label={m.content_last_reviewed()} onDark className="mt-5" />
      </PageHeader>
      <div className="container-page space-y-14 py-10 sm:py-14">
        <EnglishContentNotice />
        <VisaTabs tabs={page.tabs} path="/visa-info" contentLang={contentLang()} />
        <Link
          to="/visa-info/opportunity-card"
          className="card flex items-center gap-4 p-5 transition-shadow hover:shadow-md sm:p-6"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Calculator className="size-6" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-semibold text-slate-900">{m.content_visa_opportunity_title()}</span>
            <span className="mt-1 block text-slate-600">{m.content_visa_opportunity_text()}</span>
          </span>
          <ArrowRight className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        </Link>
        <div lang={contentLang()}>
          <FactsNote facts={page.facts} />
        </div>
        <VisaAssistance {...assistance} contentLang={contentLang()} />
        <RelatedGuides title={m.content_visa_guides()} cards={guides} />
      </div>
    </>
  );
}
