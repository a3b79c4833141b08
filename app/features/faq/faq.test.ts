import assert from "node:assert/strict";
import { describe, expect, it } from "vitest";
import { faqGroups } from "#content/faq.ts";
import { faqJsonLd, groupAnchor } from "./faq.ts";

describe("FAQ", () => {
  it("lists every question with its answer as FAQPage structured data", () => {
    const ld = faqJsonLd(faqGroups);
    const count = faqGroups.reduce((n, g) => n + g.items.length, 0);
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toHaveLength(count);
    const first = faqGroups[0]?.items[0];
    assert(first, "at least one question");
    expect(ld.mainEntity[0]).toEqual({
      "@type": "Question",
      name: first.question,
      acceptedAnswer: { "@type": "Answer", text: first.answer },
    });
  });

  it("gives each group a unique anchor", () => {
    const anchors = faqGroups.map(groupAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(groupAnchor({ title: "Visas & Work Permits" })).toBe("visas-work-permits");
  });
});
