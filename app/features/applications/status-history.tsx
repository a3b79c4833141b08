import { formatDate } from "#app/lib/dates.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import type { HistoryEntry } from "./pipeline.server.ts";
import { applicationStatusLabel } from "./statuses.ts";

/**
 * An application's status history, oldest first, inside a details element: collapsed by default, opened
 * without any script. `messageLabel` introduces the employer's messages ("Message from {company}", or for
 * the employer "Message to the candidate").
 */
export function StatusHistory({
  history,
  messageLabel,
  candidateLabel,
}: {
  history: HistoryEntry[];
  messageLabel: string;
  /** How a change the candidate made is credited ("by the candidate"), or nothing. */
  candidateLabel?: string;
}) {
  return (
    <details className="group rounded-lg border border-slate-200 bg-slate-50">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-slate-800 select-none">
        {m.pipeline_history_summary({ count: formatNumber(history.length) })}
      </summary>
      <ol className="space-y-3 border-t border-slate-200 px-3 py-3">
        {history.map((h, i) => (
          <li key={i} className="text-sm">
            <p className="text-slate-800">
              <time dateTime={h.at} className="text-slate-600">
                {formatDate(h.at)}
              </time>
              <span aria-hidden="true"> · </span>
              <span className="font-semibold">{applicationStatusLabel(h.status)}</span>
              {h.byCandidate && candidateLabel ? <span className="text-slate-600"> {candidateLabel}</span> : null}
            </p>
            {h.message ? (
              <div className="mt-1 rounded-md border-l-4 border-brand-500 bg-white px-3 py-2">
                <p className="text-xs font-medium text-slate-600">{messageLabel}</p>
                <p className="mt-1 break-words whitespace-pre-line text-slate-800">{h.message}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
