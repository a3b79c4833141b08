import { occupationFacts } from "./facts.ts";

/**
 * An occupation as the job page shows it: the English title with its ISCO-08 code, and the German title beneath it,
 * marked as German (docs/decisions/158-german-text-is-marked.md). Nothing for an unknown code.
 */
export function OccupationName({ code }: { code: string | null }) {
  const facts = occupationFacts(code);
  if (!facts) return null;
  return (
    <span className="block">
      <span data-testid="occupation-en">{facts.en}</span> <span className="text-slate-600">(ISCO-08 {facts.code})</span>
      <span lang="de" className="block text-xs font-normal text-slate-600" data-testid="occupation-de">
        {facts.de}
      </span>
    </span>
  );
}

/** For a regulated occupation, what practising needs in Germany ("Needs a German licence: …"); null otherwise. */
export function licenceText(code: string | null): string | null {
  const licence = occupationFacts(code)?.licence;
  return licence ? `Needed before you may work in it: ${licence}.` : null;
}
