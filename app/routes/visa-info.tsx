import { visaAssistance, visaPage } from "#content/visa.ts";
import type { Route } from "./+types/visa-info";
import { LastReviewed } from "#app/components/content/last-reviewed.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { RelatedGuides } from "#app/features/resources/related-guides.tsx";
import { VisaAssistance } from "#app/features/visa/visa-assistance.tsx";
import { VisaTabs } from "#app/features/visa/visa-tabs.tsx";
import { cardsFor } from "#app/features/resources/resources.ts";
import { head } from "#app/lib/seo.ts";

export function loader() {
  return {
    page: visaPage,
    assistance: visaAssistance,
    guides: cardsFor(["visa-guide", "blue-card", "qualification-recognition"]),
  };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: "Visa Information",
    description:
      "German work visas for Ugandans: EU Blue Card salary thresholds (€58,400 / €45,552), work permits, skilled worker and job seeker routes, the application process in Kampala and the documents you need.",
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
        <VisaTabs tabs={page.tabs} />
        <VisaAssistance {...assistance} />
        <RelatedGuides title="In-depth visa guides" cards={guides} />
      </div>
    </>
  );
}
