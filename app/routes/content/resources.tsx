import type { Route } from "./+types/resources";
import { LinkTabs } from "#app/components/content/link-tabs.tsx";
import { MailButton } from "#app/components/content/mail-button.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { cardData, guidesByCategory, parseResourceFilter, ResourceCardGrid, resourcesHref, resourceTabs, TopicLinks, topicTiles } from "#app/features/resources/public.ts";
import { head } from "#app/lib/seo.ts";

export function loader({ request }: Route.LoaderArgs) {
  const filter = parseResourceFilter(new URL(request.url).searchParams.get("category"));
  return {
    filter,
    tabs: resourceTabs.map((t) => ({ label: t.label, to: resourcesHref(t.value), active: t.value === filter })),
    cards: guidesByCategory(filter).map(cardData),
    topics: topicTiles(),
  };
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: "Resources",
    description:
      "Free guides for Ugandans moving to Germany for work: visas and the EU Blue Card, recognition of qualifications, housing, banking, learning German, CVs and job interviews.",
    path: "/resources",
  });

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { tabs, cards, topics } = loaderData;
  return (
    <>
      <PageHeader
        title="Resources"
        intro="Practical, regularly reviewed guides for every step of your move from Uganda to a job in Germany: visas, recognition, housing, money, language and your career."
      />
      <div className="container-page space-y-12 py-10 sm:py-14">
        <section aria-label="Guides">
          <LinkTabs label="Resource categories" tabs={tabs} />
          <p className="mt-4 text-sm text-slate-600" aria-live="polite">
            {cards.length} {cards.length === 1 ? "guide" : "guides"}
          </p>
          <div className="mt-4">
            <ResourceCardGrid cards={cards} />
          </div>
        </section>
        <TopicLinks topics={topics} />
        <section className="card flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-xl font-semibold text-slate-900">Can&apos;t find what you&apos;re looking for?</h2>
            <p className="mt-1 max-w-2xl text-slate-600">
              Send us your question about visas, recognition or life in Germany. We answer in English or German.
            </p>
          </div>
          <MailButton subject="Question about PearlBridge Jobs resources" className="shrink-0">
            Contact Us
          </MailButton>
        </section>
      </div>
    </>
  );
}
