/**
 * The two languages and their addresses: English at today's addresses, German under /de (docs/decisions/206).
 * Pure, shared by the server and the browser.
 */
import { LANGUAGES, type Language } from "#vocabulary/languages.ts";

export const LOCALES = LANGUAGES;
export type Locale = Language;
export const BASE_LOCALE: Locale = "en";

/** The BCP 47 tag and the language's own name, for `lang`, `hreflang` and the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", de: "Deutsch" };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "de";
}

/** "/de/jobs" -> "de"; "/jobs" and "/design" -> "en". */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/de" || pathname.startsWith("/de/") ? "de" : "en";
}

/** The address of an English path in a language: ("/jobs?x=1", "de") -> "/de/jobs?x=1"; "/" -> "/de". */
export function localizePath(path: string, locale: Locale): string {
  const plain = unlocalizePath(path);
  if (locale === BASE_LOCALE || !plain.startsWith("/") || plain.startsWith("//")) return plain;
  return plain === "/" || /^\/[?#]/.test(plain) ? `/de${plain.slice(1)}` : `/de${plain}`;
}

/** The English address of a path in any language: "/de/jobs" -> "/jobs", "/de" -> "/". */
export function unlocalizePath(path: string): string {
  if (path === "/de") return "/";
  if (/^\/de[/?#]/.test(path)) return path[3] === "/" ? path.slice(3) : `/${path.slice(3)}`;
  return path;
}
