// What routes and other features may use of the home feature; its other files are private to it.
export { FeaturedJobs } from "./featured-jobs.tsx";
export {
  FEATURED_COUNT,
  FEATURED_ORDER_PARAM,
  PREFERRED_CATEGORIES,
  openPositions,
  selectFeatured,
  topCategories,
} from "./featured.ts";
export { HeroSearch, PopularCities } from "./hero-search.tsx";
export { CallToAction, CategoryTiles, CompanyTiles, ResourceGrid, SectionHeading, StatsStrip } from "./sections.tsx";
export { shownStats } from "./stats.ts";
export { StoryAvatar, storyPath, Testimonials } from "./testimonials.tsx";
