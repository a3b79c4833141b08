import { m } from "#app/lib/i18n/i18n.ts";
import type { Completeness } from "./completeness.ts";

/** The meter: how complete the profile is and what to add next. */
export function CompletenessMeter({ completeness }: { completeness: Completeness }) {
  return (
    <section aria-labelledby="completeness-heading" className="card space-y-3 p-5">
      <h2 id="completeness-heading" className="text-lg font-semibold">
        {m.account_profile_complete({ percent: String(completeness.percent) })}
      </h2>
      <div
        role="progressbar"
        aria-labelledby="completeness-heading"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completeness.percent}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${completeness.percent}%` }} />
      </div>
      {completeness.missing.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {completeness.missing.slice(0, 4).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{m.account_profile_complete_all()}</p>
      )}
    </section>
  );
}
