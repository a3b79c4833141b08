import { homeResourceTiles, resourceCards, resourceCategoryTabs, resourceGuides } from "#content/resources.ts";
import type { ResourceCard, ResourceCategory, ResourceGuide } from "#content/types.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/*
 * Lookups over content/resources.ts. Loaders call these and pass plain data to the components, so the
 * guides' full text never ships in the browser bundle of pages that only show cards.
 */

/** A tab on /resources: one category or all of them. */
export type ResourceFilter = "all" | ResourceCategory;

const TAB_LABELS: Record<ResourceFilter, () => string> = {
  all: m.shared_nav_all_resources,
  visa: m.content_resources_tab_visa,
  living: m.content_resources_tab_living,
  language: m.shared_footer_language,
  career: m.content_resources_tab_career,
};

/** The tabs in content order; a label is read in the page's language (a getter, never frozen at import). */
export const resourceTabs = resourceCategoryTabs.map(({ value }) => ({
  value,
  get label() {
    return TAB_LABELS[value]();
  },
}));

/** The guide with this id, or undefined (unknown ids answer 404). */
export function getGuide(id: string | undefined): ResourceGuide | undefined {
  return id ? resourceGuides.find((g) => g.id === id) : undefined;
}

/** The card of a guide (title, description, category, icon, link). */
export function getCard(id: string): ResourceCard | undefined {
  return resourceCards.find((c) => c.id === id);
}

/** A ?category= value as a filter; anything unknown means all. */
export function parseResourceFilter(value: string | null | undefined): ResourceFilter {
  return resourceTabs.find((t) => t.value === value)?.value ?? "all";
}

/** The cards shown under a tab, in content order. */
export function guidesByCategory(filter: ResourceFilter): ResourceCard[] {
  return filter === "all" ? [...resourceCards] : resourceCards.filter((c) => c.category === filter);
}

/** A card as the components show it: with its category's label. */
export interface ResourceCardData extends ResourceCard {
  categoryLabel: string;
}

export function cardData(card: ResourceCard): ResourceCardData {
  return { ...card, categoryLabel: categoryLabel(card.category) };
}

/** Cards of the given guide ids, in that order, skipping unknown ids. */
export function cardsFor(ids: readonly string[]): ResourceCardData[] {
  return ids
    .map(getCard)
    .filter((c): c is ResourceCard => c !== undefined)
    .map(cardData);
}

/** The topic pages beside the guide library (visa, relocation, language, blog) as link tiles. */
export function topicTiles() {
  return homeResourceTiles.filter((t) => t.href !== "/resources");
}

export type TopicTile = ReturnType<typeof topicTiles>[number];

/** The related guides that exist, without the guide itself and without repeats. */
export function related(guide: ResourceGuide): ResourceCardData[] {
  return cardsFor([...new Set(guide.relatedResources)].filter((id) => id !== guide.id));
}

/** "visa" -> "Visa & Immigration" (the tab label). */
export function categoryLabel(category: ResourceCategory): string {
  return resourceTabs.find((t) => t.value === category)?.label ?? category;
}

/** The category of a guide, from its card. */
export function guideCategory(guide: ResourceGuide): ResourceCategory | undefined {
  return getCard(guide.id)?.category;
}

/** The address of a tab: "/resources" for all, "/resources?category=visa" otherwise. */
export function resourcesHref(filter: ResourceFilter): string {
  return filter === "all" ? "/resources" : `/resources?category=${filter}`;
}
