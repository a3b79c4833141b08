import { currentLocale, m } from "#app/lib/i18n/i18n.ts";

/**
 * An occupation as the job page shows it: the title in the page's language with its ISCO-08 code, and the title in
 * the other language beneath it, marked with its language (docs/decisions/158-german-text-is-marked.md). The titles
 * come with the page's data, so that the browser never loads the 436 titles for it.
 */
export function OccupationName({ code, en, de }: { code: string; en: string; de: string }) {
  const german = currentLocale() === "de";
  return (
    <span className="block">
      <span>{german ? de : en}</span> <span className="text-slate-600">{`(ISCO-08 ${code})`}</span>
      <span lang={german ? "en" : "de"} className="block text-xs font-normal text-slate-600">
        {german ? en : de}
      </span>
    </span>
  );
}

/** For a regulated occupation, what practising needs in Germany; null otherwise. */
export function licenceText(licence: string | null): string | null {
  return licence ? m.employer_occupation_licence({ licence }) : null;
}
