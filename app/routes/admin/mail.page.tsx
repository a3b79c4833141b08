import { AdminHeading } from "#app/features/admin/public.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

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

const STATE_LABELS = { retrying: m.admin_mail_retrying, failed: m.admin_mail_failed } as const;

/** /admin/mail: e-mails the mail server refused or could not take: still being retried, or given up. */
export function MailPage({ mails, maxAttempts }: { mails: MailProblemRow[]; maxAttempts: number }) {
  const failed = mails.filter((mail) => mail.state === "failed").length;
  return (
    <>
      <AdminHeading title={m.admin_mail_title()} intro={m.admin_mail_intro({ max: formatNumber(maxAttempts) })} />
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {mails.length === 0
          ? m.admin_mail_all_delivered()
          : m.admin_mail_problems({
              count: formatNumber(mails.length),
              failed: formatNumber(failed),
              retrying: formatNumber(mails.length - failed),
            })}
      </p>
      {mails.length > 0 && (
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {mails.map((mail) => (
            <li key={mail.id} className="grid gap-1 p-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
              <div className="text-sm text-slate-600">
                <p>
                  {m.admin_mail_last_try()} <time dateTime={mail.updatedAt}>{formatDateTime(mail.updatedAt)}</time>
                </p>
                <p>
                  {m.admin_mail_queued()} <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
                </p>
              </div>
              <div className="min-w-0">
                <p className="text-sm [overflow-wrap:anywhere] text-slate-900">
                  <span
                    className={
                      mail.state === "failed"
                        ? "mr-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800"
                        : "mr-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
                    }
                  >
                    {STATE_LABELS[mail.state]()}
                  </span>
                  <span className="font-semibold">{mail.subject}</span>
                </p>
                <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-700">
                  {m.admin_mail_to({ to: mail.to })} ·{" "}
                  {mail.attempts === 1
                    ? m.admin_mail_attempts_one({ count: formatNumber(mail.attempts) })
                    : m.admin_mail_attempts_other({ count: formatNumber(mail.attempts) })}
                </p>
                {mail.lastError && (
                  <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-600">
                    {m.admin_mail_last_error({ error: mail.lastError })}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
