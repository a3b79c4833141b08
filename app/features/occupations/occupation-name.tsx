/**
 * An occupation as the job page shows it: the English title with its ISCO-08 code, and the German title beneath it,
 * marked as German (docs/decisions/158-german-text-is-marked.md). The titles come with the page's data, so that the
 * browser never loads the 436 titles for it.
 */
export function OccupationName({ code, en, de }: { code: string; en: string; de: string }) {
  return (
    <span className="block">
      <span>{en}</span> <span className="text-slate-600">(ISCO-08 {code})</span>
      <span lang="de" className="block text-xs font-normal text-slate-600">
        {de}
      </span>
    </span>
  );
}

/** For a regulated occupation, what practising needs in Germany; null otherwise. */
export function licenceText(licence: string | null): string | null {
  return licence ? `Needed before you may work in it: ${licence}.` : null;
}
