import { AdminHeading } from "#app/features/admin/public.ts";
import { formatDateTime } from "#app/lib/dates.ts";

export interface MailProblemRow {
  id: number;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  state: "retrying" | "failed";
  /** ISO times: when it was queued, and of the last attempt. */
  createdAt: string;
  updatedAt: string;
}

const STATE_LABELS = { retrying: "Retrying", failed: "Given up" } as const;

/** /admin/mail: e-mails the mail server refused or could not take: still being retried, or given up. */
export function MailPage({ mails, maxAttempts }: { mails: MailProblemRow[]; maxAttempts: number }) {
  const failed = mails.filter((m) => m.state === "failed").length;
  return (
    <>
      <AdminHeading
        title="E-mail delivery"
        intro={`E-mails that could not be sent yet, newest first. Each is tried again with growing pauses, up to ${maxAttempts} times over about a day; then it is given up.`}
      />
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {mails.length === 0
          ? "Every e-mail was delivered."
          : `${mails.length.toLocaleString("en")} with problems: ${failed.toLocaleString("en")} given up, ${(mails.length - failed).toLocaleString("en")} still retrying.`}
      </p>
      {mails.length > 0 && (
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {mails.map((m) => (
            <li key={m.id} className="grid gap-1 p-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
              <div className="text-sm text-slate-600">
                <p>
                  Last try <time dateTime={m.updatedAt}>{formatDateTime(m.updatedAt)}</time>
                </p>
                <p>
                  Queued <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                </p>
              </div>
              <div className="min-w-0">
                <p className="text-sm [overflow-wrap:anywhere] text-slate-900">
                  <span
                    className={
                      m.state === "failed"
                        ? "mr-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800"
                        : "mr-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
                    }
                  >
                    {STATE_LABELS[m.state]}
                  </span>
                  <span className="font-semibold">{m.subject}</span>
                </p>
                <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-700">
                  To {m.to} · {m.attempts} {m.attempts === 1 ? "attempt" : "attempts"}
                </p>
                {m.lastError && (
                  <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-600">Last error: {m.lastError}</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
