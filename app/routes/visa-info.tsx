import { visaAssistance, visaPage } from "../../content/visa";
import type { Route } from "./+types/visa-info";
import { LastReviewed } from "~/components/content/last-reviewed";
import { PageHeader } from "~/components/layout/page-header";
import { RelatedGuides } from "~/features/resources/related-guides";
import { VisaAssistance } from "~/features/visa/visa-assistance";
import { VisaTabs } from "~/features/visa/visa-tabs";
import { cardsFor } from "~/features/resources/resources";
import { head } from "~/lib/seo";

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
