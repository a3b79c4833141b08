/**
 * Which language to offer or open (docs/decisions/207): the visitor's choice from the language switch, remembered in a
 * cookie, decides; without one, a German browser is offered the German employer pages, never redirected (search
 * engines crawl the English addresses without cookies and must see them). Pure.
 */
import { readCookie } from "#app/lib/data-saver.ts";
import { isLocale, localeOfPath, unlocalizePath, type Locale } from "./locale.ts";

export const LANGUAGE_COOKIE = "pb_lang";
export const LANGUAGE_MAX_AGE = 365 * 24 * 60 * 60;

export function languageChoice(cookieHeader: string | null | undefined): Locale | null {
  const value = readCookie(cookieHeader, LANGUAGE_COOKIE);
  return isLocale(value) ? value : null;
}

/** The primary subtag of the Accept-Language entry with the highest weight (the first among equals), lower case. */
export function preferredLanguage(header: string | null | undefined): string | null {
  let best: { lang: string; q: number } | null = null;
  for (const part of (header ?? "").split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const lang = tag.trim().toLowerCase().split("-")[0] ?? "";
    if (!/^[a-z]{1,8}$/.test(lang)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? null;
}

/** Whether the browser's most preferred language is German ("de-DE,de;q=0.9,en;q=0.8" is). */
export function prefersGerman(acceptLanguage: string | null | undefined): boolean {
  return preferredLanguage(acceptLanguage) === "de";
}

/** The employer pages, where a German recruiter arriving at an English address is offered German. */
function isEmployerPage(path: string): boolean {
  return path === "/employers" || path.startsWith("/employers/") || path === "/employer" || path.startsWith("/employer/");
}

/** What a page request should do about its language: open the remembered one, offer German, or nothing. */
export function languageAction(
  pathname: string,
  choice: Locale | null,
  acceptLanguage: string | null | undefined,
): { redirectTo: Locale } | { offer: Locale } | null {
  const locale = localeOfPath(pathname);
  // Only English addresses move: a German address was asked for by name.
  if (locale !== "en") return null;
  if (choice === "de") return { redirectTo: "de" };
  if (choice === null && isEmployerPage(unlocalizePath(pathname)) && prefersGerman(acceptLanguage)) return { offer: "de" };
  return null;
}

/**
 * The language of an answer from an address that has no German twin and is not a page (the resumable uploads,
 * server/http.ts): that of the page that sent the request (its Referer, when it is one of ours), else the remembered
 * choice, else German for a browser that prefers it, else English.
 */
export function requestLanguage(
  headers: { referer?: string | null; cookie?: string | null; acceptLanguage?: string | null },
  publicOrigin: string,
): Locale {
  const referer = headers.referer && URL.canParse(headers.referer) ? new URL(headers.referer) : null;
  if (referer && referer.origin === publicOrigin) return localeOfPath(referer.pathname);
  return languageChoice(headers.cookie) ?? (prefersGerman(headers.acceptLanguage) ? "de" : "en");
}
