import { Languages } from "lucide-react";
import { currentLocale, m } from "#app/lib/i18n/i18n.ts";

/**
 * On a German legal page: the text is a translation of the English original (which says nothing about one
 * version prevailing, so neither does this note), with a link to the English page. Nothing on English pages.
 */
export function TranslationNotice({ englishPath }: { englishPath: string }) {
  if (currentLocale() !== "de") return null;
  return (
    <p className="mb-6 flex gap-2 rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
      <Languages className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {m.content_legal_translation_notice()}{" "}
        {/* The English page on purpose: a plain address, not one in the page's language. */}
        <a href={englishPath} hrefLang="en" className="font-semibold text-brand-700 hover:underline">
          {m.content_legal_english_version()}
        </a>
      </span>
    </p>
  );
}
