import { legalPages, type LegalPage } from "#content/legal.ts";

export type LegalPageId = keyof typeof legalPages;

/** The legal page at /privacy, /terms or /cookies, or undefined for any other name. */
export function getLegalPage(id: string): (LegalPage & { id: LegalPageId }) | undefined {
  if (!Object.hasOwn(legalPages, id)) return undefined;
  const key = id as LegalPageId;
  return { ...legalPages[key], id: key };
}

/** The other legal pages, for links at the end of each one. */
export function otherLegalPages(id: LegalPageId): { id: LegalPageId; title: string }[] {
  return (Object.keys(legalPages) as LegalPageId[]).filter((k) => k !== id).map((k) => ({ id: k, title: legalPages[k].title }));
}
