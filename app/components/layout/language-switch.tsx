import { useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { currentLocale } from "#app/lib/i18n/i18n.ts";
import { LOCALE_NAMES, unlocalizePath, type Locale } from "#app/lib/i18n/locale.ts";
import { useRootData } from "#app/lib/root-data.ts";

/** The switch's address: remembers the choice, then opens this page in that language (routes/account/language.ts). */
function switchHref(to: Locale, pathname: string, search: string): string {
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

/**
 * The offer at the top of an English employer page to a German browser that has not chosen a language yet
 * (decision 207). Written here rather than in the catalogues: it is always German on an English page (a German
 * message asked for on an English page is English in the browser: app/lib/i18n/german.ts). Both answers are remembered.
 */
export function LanguageOffer() {
  const offer = useRootData()?.offerGerman === true;
  const { pathname, search } = useLocation();
  if (!offer) return null;
  return (
    <section lang="de" aria-label="Sprache" className="border-b border-brand-100 bg-brand-50">
      <div className="container-page flex flex-wrap items-center gap-x-4 py-1 text-sm text-slate-800">
        <p>Diese Seite gibt es auch auf Deutsch.</p>
        <a
          href={switchHref("de", pathname, search)}
          hrefLang="de"
          className="min-h-11 content-center font-semibold text-brand-700 underline underline-offset-4"
        >
          Auf Deutsch lesen
        </a>
        <a
          href={switchHref("en", pathname, search)}
          hrefLang="en"
          lang="en"
          className="min-h-11 content-center text-slate-700 underline underline-offset-4"
        >
          Stay in English
        </a>
      </div>
    </section>
  );
}
