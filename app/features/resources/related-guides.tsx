import { PageSection } from "#app/components/content/section.tsx";
import { ResourceCardGrid } from "./resource-card.tsx";
import type { ResourceCardData } from "./resources.ts";

/** Cards of chosen guides under an h2, for the topic pages (visa, relocation, language). */
export function RelatedGuides({
  title,
  cards,
  contentLang,
}: {
  title: string;
  cards: readonly ResourceCardData[];
  /** "en" on a German page: the cards are English guides. */
  contentLang?: "en";
}) {
  if (cards.length === 0) return null;
  return (
    <PageSection title={title}>
      <div lang={contentLang}>
        <ResourceCardGrid cards={cards} level={3} />
      </div>
    </PageSection>
  );
}
