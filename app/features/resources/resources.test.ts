import assert from "node:assert/strict";
import { describe, expect, it } from "vitest";
import { resourceCards, resourceGuides } from "#content/resources.ts";
import {
  cardData,
  cardsFor,
  categoryLabel,
  getGuide,
  guideCategory,
  guidesByCategory,
  parseResourceFilter,
  related,
  resourcesHref,
  topicTiles,
} from "./resources.ts";

describe("resource lookups", () => {
  it("finds every guide by id and nothing else", () => {
    for (const guide of resourceGuides) expect(getGuide(guide.id)).toBe(guide);
    expect(getGuide("integration-coursez")).toBeUndefined();
    expect(getGuide("")).toBeUndefined();
    expect(getGuide(undefined)).toBeUndefined();
    expect(getGuide("constructor")).toBeUndefined();
  });

  it("has every guide id the resources list links to", () => {
    const ids = resourceGuides.map((g) => g.id);
    for (const id of [
      "visa-guide",
      "blue-card",
      "relocation",
      "housing",
      "language-courses",
      "banking",
      "cv-templates",
      "job-interview",
    ]) {
      expect(ids).toContain(id);
    }
  });

  it("filters cards by category; all returns every card", () => {
    expect(guidesByCategory("all")).toEqual(resourceCards);
    expect(guidesByCategory("visa").map((c) => c.id)).toEqual(["visa-guide", "blue-card", "qualification-recognition"]);
    expect(guidesByCategory("living").map((c) => c.id)).toEqual(["relocation", "housing", "banking"]);
    expect(guidesByCategory("language").map((c) => c.id)).toEqual(["language-courses", "integration-courses", "language-tests"]);
    expect(guidesByCategory("career").map((c) => c.id)).toEqual([
      "cv-templates",
      "job-interview",
      "german-work-culture",
      "recruitment-scams",
    ]);
    const total = (["visa", "living", "language", "career"] as const).reduce((n, c) => n + guidesByCategory(c).length, 0);
    expect(total).toBe(resourceCards.length);
  });

  it("reads the ?category= value, falling back to all", () => {
    expect(parseResourceFilter("visa")).toBe("visa");
    expect(parseResourceFilter("career")).toBe("career");
    expect(parseResourceFilter("VISA")).toBe("all");
    expect(parseResourceFilter(null)).toBe("all");
    expect(parseResourceFilter("toString")).toBe("all");
  });

  it("lists related guides that exist, without the guide itself or repeats", () => {
    const visa = getGuide("visa-guide")!;
    expect(related(visa).map((c) => c.id)).toEqual(["blue-card", "qualification-recognition", "relocation"]);
    const fake = { ...visa, relatedResources: ["visa-guide", "nope", "housing", "housing"] };
    expect(related(fake).map((c) => c.id)).toEqual(["housing"]);
    for (const guide of resourceGuides) {
      for (const card of related(guide)) expect(card.link).toBe(`/resources/${card.id}`);
    }
  });

  it("every guide's related ids point at real guides", () => {
    for (const guide of resourceGuides) expect(related(guide)).toHaveLength(guide.relatedResources.length);
  });

  it("labels categories and builds tab addresses", () => {
    expect(categoryLabel("living")).toBe("Living in Germany");
    expect(guideCategory(getGuide("banking")!)).toBe("living");
    expect(resourcesHref("all")).toBe("/resources");
    expect(resourcesHref("language")).toBe("/resources?category=language");
  });
});

describe("resource view data", () => {
  it("builds labelled cards for chosen ids, skipping unknown ones", () => {
    const cards = cardsFor(["blue-card", "nope", "housing"]);
    expect(cards.map((c) => [c.id, c.categoryLabel])).toEqual([
      ["blue-card", "Visa & Immigration"],
      ["housing", "Living in Germany"],
    ]);
    const [first] = resourceCards;
    assert(first, "at least one resource card");
    expect(cardData(first).categoryLabel).toBe("Visa & Immigration");
  });

  it("offers the topic pages but not the library itself", () => {
    const hrefs = topicTiles().map((t) => t.href);
    expect(hrefs).toEqual(expect.arrayContaining(["/visa-info", "/relocation", "/german-language", "/blog"]));
    expect(hrefs).not.toContain("/resources");
  });
});
