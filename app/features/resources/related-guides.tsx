import { PageSection } from "#app/components/content/section.tsx";
import { ResourceCardGrid } from "./resource-card.tsx";
import type { ResourceCardData } from "./resources.ts";

/** Cards of chosen guides under an h2, for the topic pages (visa, relocation, language); the cards mark their English. */
export function RelatedGuides({ title, cards }: { title: string; cards: readonly ResourceCardData[] }) {
  if (cards.length === 0) return null;
  return (
    <PageSection title={title}>
      <ResourceCardGrid cards={cards} level={3} />
    </PageSection>
  );
}
