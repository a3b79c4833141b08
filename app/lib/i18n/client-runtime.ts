/**
 * The browser's stand-in for Paraglide's runtime module (vite.config.ts swaps it in for the client build only).
 * The message functions need only `getLocale`; the generated runtime brings its locale strategies (cookies, URL
 * patterns, setLocale) along with it, 4 KB gzipped on every page, where this is a few bytes (docs/decisions/206).
 * A page's language never changes while it is open: the language switch loads the other language's page.
 */
import type { Locale } from "./locale.ts";

export const experimentalStaticLocale: Locale | undefined = undefined;

export function getLocale(): Locale {
  return document.documentElement.lang === "de" ? "de" : "en";
}
