/**
 * The language levels of the site (docs/product.md#job-facts): "none", or a level of the Common European
 * Framework of Reference, easiest first. The order is the rule: "at most B1" is every level up to B1. A job
 * states the level it needs; a candidate's profile states the level they have.
 */
export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

export const LANGUAGE_LEVELS = ["none", ...CEFR_LEVELS] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
