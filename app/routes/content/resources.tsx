import type { Route } from "./+types/resources";
import { LinkTabs } from "#app/components/content/link-tabs.tsx";
import { MailButton } from "#app/components/content/mail-button.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import {
  cardData,
  EnglishContentNotice,
  guidesByCategory,
  parseResourceFilter,
  ResourceCardGrid,
  resourcesHref,
  resourceTabs,
  TopicLinks,
  topicTiles,
} from "#app/features/resources/public.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
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
    title: m.shared_nav_resources(),
    description: m.content_resources_description(),
    path: "/resources",
  });

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { tabs, cards, topics } = loaderData;
  return (
    <>
      <PageHeader
        title={m.shared_nav_resources()}
        intro={m.content_resources_intro()}
      />
      <div className="container-page space-y-12 py-10 sm:py-14">
        <EnglishContentNotice />
        <section aria-label={m.content_resources_guides()}>
          <LinkTabs label={m.content_resources_categories()} tabs={tabs} />
          <p className="mt-4 text-sm text-slate-600" aria-live="polite">
            {cards.length === 1
              ? m.content_resources_count_one()
              : m.content_resources_count_other({ count: formatNumber(cards.length) })}
          </p>
          <div className="mt-4">
            <ResourceCardGrid cards={cards} />
          </div>
        </section>
        <TopicLinks topics={topics} />
        <section className="card flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-xl font-semibold text-slate-900">{m.content_resources_not_found()}</h2>
            <p className="mt-1 max-w-2xl text-slate-600">{m.content_resources_not_found_text()}</p>
          </div>
          <MailButton subject="Question about PearlBridge Jobs resources" className="shrink-0">
            {m.content_contact_us()}
          </MailButton>
        </section>
      </div>
    </>
  );
}
