import { Mail } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { relocationPage } from "#content/relocation.ts";
import type { Route } from "./+types/relocation";
import { LastReviewed } from "#app/components/content/last-reviewed.tsx";
import { PageSection } from "#app/components/content/section.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { CulturalTips, EssentialsGrid, RelocationTimeline } from "#app/features/relocation/public.ts";
import { cardsFor, contentLang, EnglishContentNotice, RelatedGuides } from "#app/features/resources/public.ts";
import { head } from "#app/lib/seo.ts";
import { mailto, site } from "#app/lib/site.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export function loader() {
  return { page: relocationPage, guides: cardsFor(["relocation", "housing", "banking"]) };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: m.content_relocation_title(),
    description: m.content_relocation_description(),
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
      <PageHeader title={m.content_relocation_title()} intro={<span lang={contentLang()}>{page.intro}</span>}>
        <LastReviewed date={page.lastReviewed} label={m.content_last_reviewed()} onDark className="mt-5" />
      </PageHeader>
      <div className="container-page space-y-16 py-10 sm:py-14">
        <EnglishContentNotice />
        <PageSection
          title={m.content_relocation_timeline()}
          intro={m.content_relocation_timeline_intro()}
        >
          <RelocationTimeline stages={page.stages} />
          <p className="mt-6 max-w-4xl text-slate-700">
            {m.content_relocation_tracker_before()}{" "}
            <Link to="/account/tracker#arrival-heading" className="font-medium text-brand-700 underline underline-offset-2">
              {m.content_relocation_tracker_link()}
            </Link>
            {m.content_relocation_tracker_after()}
          </p>
        </PageSection>
        <PageSection
          title={m.content_relocation_essentials()}
          intro={m.content_relocation_essentials_intro()}
        >
          <div lang={contentLang()}>
            <EssentialsGrid essentials={page.essentials} />
          </div>
        </PageSection>
        <PageSection title={m.content_relocation_culture()} intro={m.content_relocation_culture_intro()}>
          <div lang={contentLang()}>
            <CulturalTips tips={page.culturalTips} />
          </div>
        </PageSection>
        <section className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{m.content_relocation_questions()}</h2>
            <p className="mt-1 max-w-2xl text-slate-600">{m.content_relocation_questions_text()}</p>
          </div>
          <a
            href={mailto("Relocation question")}
            className="inline-flex shrink-0 items-center gap-2 font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            <Mail className="size-5 shrink-0" aria-hidden="true" />
            {site.email}
          </a>
        </section>
        <RelatedGuides title={m.content_related_guides()} cards={guides} />
      </div>
    </>
  );
}
