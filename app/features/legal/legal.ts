import { legalPages, type LegalPage } from "#content/legal.ts";
import { legalPagesDe } from "#content/legal.de.ts";
import { currentLocale } from "#app/lib/i18n/i18n.ts";

export type LegalPageId = keyof typeof legalPages;

/** The legal texts in the page's language: the English originals, or their German translation on /de. */
const pagesInLanguage = () => (currentLocale() === "de" ? legalPagesDe : legalPages);

/** The legal page at /privacy, /terms or /cookies, or undefined for any other name. */
export function getLegalPage(id: string): (LegalPage & { id: LegalPageId }) | undefined {
  if (!Object.hasOwn(legalPages, id)) return undefined;
  const key = id as LegalPageId;
  return { ...pagesInLanguage()[key], id: key };
}

/** The other legal pages, for links at the end of each one. */
export function otherLegalPages(id: LegalPageId): { id: LegalPageId; title: string }[] {
  const pages = pagesInLanguage();
  return (Object.keys(pages) as LegalPageId[]).filter((k) => k !== id).map((k) => ({ id: k, title: pages[k].title }));
}
