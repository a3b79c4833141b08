import { SCRIPTS_KEY } from "#app/lib/deferred-scripts.tsx";

/**
 * The browser state of a visitor who has used the site before: pages load their scripts at once (without it a
 * new visitor's first page waits for its first use; see app/lib/deferred-scripts.tsx). Every browser test
 * starts as such a visitor (playwright.config.ts; contexts a test creates itself pass it too), except the
 * ones about a first visit.
 */
export function returningVisitor(baseURL: string) {
  return { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: SCRIPTS_KEY, value: "1" }] }] };
}
