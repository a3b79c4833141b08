import { Mail } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { relocationPage } from "#content/relocation.ts";
import type { Route } from "./+types/relocation";
import { LastReviewed } from "#app/components/content/last-reviewed.tsx";
import { PageSection } from "#app/components/content/section.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { CulturalTips, EssentialsGrid, RelocationTimeline } from "#app/features/relocation/public.ts";
import { cardsFor, RelatedGuides } from "#app/features/resources/public.ts";
import { head } from "#app/lib/seo.ts";
import { mailto, site } from "#app/lib/site.ts";

export function loader() {
  return { page: relocationPage, guides: cardsFor(["relocation", "housing", "banking"]) };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: "Relocation Guide",
    description:
      "Moving from Uganda to Germany: a four-stage checklist from before you leave to your first three months, everyday essentials like banking, housing and health insurance, and German cultural tips.",
    keywords: [
      "relocation to Germany",
      "moving to Germany from Uganda",
      "Anmeldung",
      "German health insurance",
      "living in Germany",
    ],
    path: "/relocation",
  });

export default function Relocation({ loaderData }: Route.ComponentProps) {
  const { page, guides } = loaderData;
  return (
    <>
      <PageHeader title="Relocation Guide" intro={page.intro}>
        <LastReviewed date={page.lastReviewed} onDark className="mt-5" />
      </PageHeader>
      <div className="container-page space-y-16 py-10 sm:py-14">
        <PageSection
          title="Your relocation timeline"
          intro="Four stages, from the weeks before your flight to the end of your third month. Work through each checklist in order."
        >
          <RelocationTimeline stages={page.stages} />
          <p className="mt-6 max-w-4xl text-slate-700">
            Tick these off as you go in your{" "}
            <Link to="/account/tracker#arrival-heading" className="font-medium text-brand-700 underline underline-offset-2">
              recognition and visa tracker
            </Link>
            , together with the steps before your visa: recognition, documents, the language exam and the embassy.
          </p>
        </PageSection>
        <PageSection
          title="Essentials for daily life"
          intro="The six things every newcomer needs to sort out, with practical tips."
        >
          <EssentialsGrid essentials={page.essentials} />
        </PageSection>
        <PageSection title="Cultural tips" intro="The habits that surprise most newcomers, and how to handle them.">
          <CulturalTips tips={page.culturalTips} />
        </PageSection>
        <section className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">Questions about your move?</h2>
            <p className="mt-1 max-w-2xl text-slate-600">
              Our team has made the move from Uganda to Germany too. Write to us and we will point you in the right direction.
            </p>
          </div>
          <a
            href={mailto("Relocation question")}
            className="inline-flex shrink-0 items-center gap-2 font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            <Mail className="size-5 shrink-0" aria-hidden="true" />
            {site.email}
          </a>
        </section>
        <RelatedGuides title="Related guides" cards={guides} />
      </div>
    </>
  );
}
