// What the resource pages and the other content pages compose: the guides' rules and their cards.
export {
  cardData,
  cardsFor,
  categoryLabel,
  getGuide,
  guideCategory,
  guidesByCategory,
  parseResourceFilter,
  related,
  resourcesHref,
  resourceTabs,
  topicTiles,
  type ResourceCardData,
  type ResourceFilter,
  type TopicTile,
} from "./resources.ts";
export { RelatedGuides } from "./related-guides.tsx";
export { ResourceCardGrid, ResourceCardView } from "./resource-card.tsx";
export { TopicLinks } from "./topic-links.tsx";
export { contentLang, EnglishContentNotice } from "./english-content.tsx";
