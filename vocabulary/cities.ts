/**
 * The German cities of the site: the search's location filter, the sample jobs' places (content/jobs) and the
 * alerts' summaries. A job posted by an employer may name another city; these are the ones the filters offer.
 */
export const CITIES = ["Berlin", "Munich", "Hamburg", "Frankfurt", "Cologne", "Stuttgart", "Düsseldorf"] as const;
export type City = (typeof CITIES)[number];
