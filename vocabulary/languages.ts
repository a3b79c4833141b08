/**
 * The site's languages (docs/decisions/206): the pages' (English at today's addresses, German under /de), an
 * account's for its e-mails, and the language a job ad is written in.
 */
export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
