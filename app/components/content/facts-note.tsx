import { ExternalLink, Scale } from "lucide-react";
import { factsNote, type VisaFactId } from "#content/visa-facts.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#app/lib/dates.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/**
 * The official sources of the visa figures a page states (content/visa-facts.ts), from when they apply, and for each
 * source whether its figures were checked against an official page: a date only where one was, with that page linked.
 */
export function FactsNote({ facts, className }: { facts: readonly VisaFactId[]; className?: string }) {
  if (facts.length === 0) return null;
  const note = factsNote(facts);
  return (
    <aside aria-labelledby="facts-note-heading" className={cn("rounded-xl border border-slate-200 bg-white p-4 sm:p-5", className)}>
      <h2 id="facts-note-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Scale className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          {m.jobs_facts_valid_from()} <time dateTime={note.validFrom}>{formatDate(note.validFrom)}</time>
          {note.allCheckedOn ? (
            <>
              {m.jobs_facts_checked()} <time dateTime={note.allCheckedOn}>{formatDate(note.allCheckedOn)}</time>
            </>
          ) : null}
        </span>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {m.jobs_facts_change()}
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
            {s.checked.map((c) => (
              <span key={c.against.url} className="block text-slate-600">
                {m.jobs_facts_checked_on()} <time dateTime={c.on}>{formatDate(c.on)}</time> {m.jobs_facts_against()}{" "}
                <a href={c.against.url} rel="noopener noreferrer" className="underline hover:text-brand-800">
                  {c.against.title}
                </a>
                {s.unchecked > 0 ? m.jobs_facts_others_unchecked() : "."}
              </span>
            ))}
            {s.checked.length === 0 && <span className="block text-slate-600">{m.jobs_facts_unchecked()}</span>}
          </li>
        ))}
      </ul>
    </aside>
  );
}
