import { ExternalLink, Scale } from "lucide-react";
import { factsNote, type VisaFactId } from "#content/visa-facts.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#app/lib/dates.ts";

/**
 * "Valid for 2026, last checked 23 November 2026" and the official sources of the visa figures a page states
 * (content/visa-facts.ts). Shown on every page that renders those figures, so a reader can check them.
 */
export function FactsNote({ facts, className }: { facts: readonly VisaFactId[]; className?: string }) {
  if (facts.length === 0) return null;
  const note = factsNote(facts);
  return (
    <aside aria-labelledby="facts-note-heading" className={cn("rounded-xl border border-slate-200 bg-white p-4 sm:p-5", className)}>
      <h2 id="facts-note-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Scale className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          Valid for {note.year}, last checked <time dateTime={note.lastChecked}>{formatDate(note.lastChecked)}</time>
        </span>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Thresholds and amounts change every year. Sources for the figures on this page:
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {note.sources.map((s) => (
          <li key={s.url}>
            <a
              href={s.url}
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline sm:min-h-0"
            >
              {s.title}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            </a>
            <span className="block text-slate-600">{s.legalBasis.join("; ")}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
