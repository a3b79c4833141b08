/**
 * Texts and addresses in the page's language. Components and server code alike call the message functions of
 * `m` (compiled from messages/{en,de}.json by Paraglide JS, docs/decisions/206) and `href` for a link to one of
 * our pages: the language is the request's on the server (i18n.server.ts) and the page's in the browser.
 */
import { getLocale } from "#app/lib/i18n/paraglide/runtime.js";
import { localizePath, type Locale } from "./locale.ts";

export { m } from "#app/lib/i18n/paraglide/messages.js";

export function currentLocale(): Locale {
  return getLocale();
}

/** A link to one of our pages in the current language: href("/jobs") is "/de/jobs" on a German page. */
export function href(path: string): string {
  return localizePath(path, currentLocale());
}

/** The locale for Intl in the page's language: British English, or German as written in Germany. */
export function intlLocale(): "en-GB" | "de-DE" {
  return currentLocale() === "de" ? "de-DE" : "en-GB";
}

/** A number as the page's language writes it: 4,100.5 in English, 4.100,5 in German. */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return n.toLocaleString(intlLocale(), options);
}
