import type { FaqGroup } from "#content/types.ts";
import { slugify } from "#app/components/content/text.ts";

/** schema.org FAQPage with every question and its answer. */
export function faqJsonLd(groups: readonly FaqGroup[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((g) =>
      g.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    ),
  };
}

/** The in-page anchor of a group: "Visas & Work Permits" -> "visas-work-permits". */
export function groupAnchor(group: Pick<FaqGroup, "title">): string {
  return slugify(group.title);
}
