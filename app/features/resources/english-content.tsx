import { Languages } from "lucide-react";
import { currentLocale, m } from "#app/lib/i18n/i18n.ts";

/**
 * The guidance pages (guides, visa, relocation, German, blog, FAQ, about, stories) are written in English for
 * Ugandans moving to Germany: on their German address the page's frame is German and the guidance stays English.
 * `contentLang()` marks the English parts with lang="en" there, so screen readers switch voice (and the German
 * hyphenation rules are not applied to English words); on English pages it adds nothing.
 */
export function contentLang(): "en" | undefined {
  return currentLocale() === "de" ? "en" : undefined;
}

/** The short German note at the top of a guidance page's German address; nothing on English pages. */
export function EnglishContentNotice({ className }: { className?: string }) {
  if (currentLocale() !== "de") return null;
  return (
    <p className={`flex gap-2 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800 ${className ?? ""}`}>
      <Languages className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{m.content_english_notice()}</span>
    </p>
  );
}
