import { useLocation } from "react-router";
import { switchHref } from "./language-switch.tsx";

/**
 * The offer at the top of an English employer page to a German browser that has not chosen a language yet
 * (decision 207). Written here rather than in the catalogues: it is always German on an English page (a German
 * message asked for on an English page is English in the browser: app/lib/i18n/german.ts). Both answers are remembered.
 * Downloaded only when offered (app/routes/_site.tsx): most visits never see it.
 */
export default function LanguageOffer() {
  const { pathname, search } = useLocation();
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
