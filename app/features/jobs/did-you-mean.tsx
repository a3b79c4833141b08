import { Link } from "#app/components/ui/link.tsx";
import { m } from "#app/lib/i18n/i18n.ts";
import { filtersToSearch, type JobFilters } from "./filters.ts";
import type { Relaxation } from "./keyword-query.ts";

/**
 * "Did you mean …" under No jobs found: the corrected keyword (keyword-search.server.ts) as a link to the same
 * search with only the keyword changed. Rendered by the server, so it works without JavaScript.
 */
export function DidYouMean({
  suggestion,
  filters,
  className = "mt-3",
}: {
  suggestion: string | undefined;
  filters: JobFilters;
  className?: string;
}) {
  if (!suggestion) return null;
  return (
    <p className={`${className} text-slate-700`}>
      {m.jobs_did_you_mean()}{" "}
      <Link
        to={`/jobs${filtersToSearch({ ...filters, search: suggestion, page: 1 })}`}
        className="inline-block py-2 font-semibold text-brand-700 underline hover:text-brand-800"
      >
        {suggestion}
      </Link>
      ?
    </p>
  );
}

/** "a", "a and b", "a, b and c". */
function wordList(words: readonly string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} ${m.jobs_word_and()} ${words.at(-1)}` : (words[0] ?? "");
}

/**
 * The line above relaxed results (docs/decisions/150-search-relaxation.md): no job matched every word, so the list
 * shows the jobs for the kept words, and says which words were left out.
 */
export function RelaxedSearchNote({ relaxed }: { relaxed: Relaxation | undefined }) {
  if (!relaxed) return null;
  return (
    <p className="mb-3 text-slate-700" data-testid="relaxed-search">
      {m.jobs_relaxed_showing()} <strong className="text-slate-900">{relaxed.keyword}</strong>
      {m.jobs_relaxed_leaving_out()} <strong className="text-slate-900">{wordList(relaxed.leftOut)}</strong>.
    </p>
  );
}
