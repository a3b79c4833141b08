import { Link } from "react-router";
import { filtersToSearch, type JobFilters } from "./filters.ts";

/**
 * "Did you mean …" under No jobs found: the corrected keyword (keyword-search.server.ts) as a link to the same
 * search with only the keyword changed. Rendered by the server, so it works without JavaScript.
 */
export function DidYouMean({ suggestion, filters }: { suggestion: string | undefined; filters: JobFilters }) {
  if (!suggestion) return null;
  return (
    <p className="mt-3 text-slate-700">
      Did you mean{" "}
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
