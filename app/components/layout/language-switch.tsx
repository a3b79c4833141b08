import { useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { currentLocale } from "#app/lib/i18n/i18n.ts";
import { LOCALE_NAMES, unlocalizePath, type Locale } from "#app/lib/i18n/locale.ts";

/** The switch's address: remembers the choice, then opens this page in that language (routes/account/language.ts). */
export function switchHref(to: Locale, pathname: string, search: string): string {
  return `/language?to=${to}&next=${encodeURIComponent(unlocalizePath(pathname) + search)}`;
}

/**
 * The link to this page in the other language, named in that language ("Deutsch" on an English page). A plain link,
 * loading the whole page: it works without scripts, and a page's language never changes while it is open.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other: Locale = currentLocale() === "de" ? "en" : "de";
  return (
    <a
      href={switchHref(other, pathname, search)}
      lang={other}
      hrefLang={other}
      rel="alternate nofollow"
      className={cn("inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium", className)}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
