import { ArrowRight, Calculator } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { visaAssistance, visaPage } from "#content/visa.ts";
import { fact } from "#content/visa-facts.ts";
import type { Route } from "./+types/visa-info";
import { FactsNote } from "#app/components/content/facts-note.tsx";
import { LastReviewed } from "#app/components/content/last-reviewed.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { cardsFor, RelatedGuides } from "#app/features/resources/public.ts";
import { VisaAssistance, VisaTabs } from "#app/features/visa/public.ts";
import { TAB_PARAM } from "#app/components/content/tab-address.ts";
import { keepDataWhenOnlyChanged } from "#app/lib/revalidate.ts";
import { head } from "#app/lib/seo.ts";

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
    title: "Visa Information",
    description: `German work visas for Ugandans: EU Blue Card salary thresholds (${fact("blueCardGeneral")} / ${fact("blueCardShortage")}), work permits, skilled worker routes and the Opportunity Card, the application process in Kampala and the documents you need.`,
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
      <PageHeader title="Visa Information" intro={page.intro}>
        <LastReviewed date={page.lastReviewed} onDark className="mt-5" />
      </PageHeader>
      <div className="container-page space-y-14 py-10 sm:py-14">
        <VisaTabs tabs={page.tabs} path="/visa-info" />
        <Link
          to="/visa-info/opportunity-card"
          className="card flex items-center gap-4 p-5 transition-shadow hover:shadow-md sm:p-6"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Calculator className="size-6" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-semibold text-slate-900">Opportunity Card self-check</span>
            <span className="mt-1 block text-slate-600">
              Answer a few questions and see your points for the Chancenkarte, and what would raise them.
            </span>
          </span>
          <ArrowRight className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        </Link>
        <FactsNote facts={page.facts} />
        <VisaAssistance {...assistance} />
        <RelatedGuides title="In-depth visa guides" cards={guides} />
      </div>
    </>
  );
}
