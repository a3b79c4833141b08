import { Link } from "#app/components/ui/link.tsx";
import { reasonLabel, reportCount } from "#app/features/reports/public.ts";
import type { ReportedJob } from "#app/features/reports/public.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { ActionButton, AdminHeading, Pill, reportQueueTexts, UnpublishDisclosure } from "#app/features/admin/public.ts";
import type { AdminActionData } from "#app/features/admin/public.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** /admin/reports: open reports grouped by job, each job with Unpublish job and Dismiss. */
export function ReportsPage({ jobs, actionData }: { jobs: ReportedJob[]; actionData?: AdminActionData }) {
  return (
    <>
      <AdminHeading title={m.admin_nav_reports()} intro={m.admin_reports_intro()} />
      {jobs.length === 0 ? (
        <p className="card p-5 text-slate-700">{reportQueueTexts.empty()}</p>
      ) : (
        <ul className="space-y-4">
          {jobs.map((job) => (
            <li key={job.jobId}>
              <article className="card p-4 sm:p-5" aria-labelledby={`reported-${job.jobId}`}>
                <h2 id={`reported-${job.jobId}`} className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
                  <Link to={`/job/${encodeURIComponent(job.jobId)}`} className="hover:text-brand-700 hover:underline">
                    {job.title}
                  </Link>
                </h2>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <span className="font-medium text-slate-800">{job.company}</span>
                  <Pill tone="red">{reportCount(job.reports.length)}</Pill>
                  {job.status !== "published" && <Pill tone="slate">{m.admin_reports_not_published_pill()}</Pill>}
                </p>
                <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
                  {job.reports.map((r) => (
                    <li key={r.id} className="p-3 text-sm">
                      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <span className="font-semibold text-slate-900">{reasonLabel(r.reason)}</span>
                        <span className="text-slate-600">{formatDate(r.createdAt)}</span>
                        <span className="text-slate-600">
                          {r.signedIn ? m.admin_reports_signed_in() : m.admin_reports_signed_out()}
                        </span>
                      </p>
                      {r.details && (
                        <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">{r.details}</p>
                      )}
                      {r.message && (
                        // A message the candidate reported from their conversation with the company (issue 29).
                        <figure className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
                          <figcaption className="text-slate-700">
                            {m.admin_reports_message({
                              author: r.message.author,
                              company: job.company,
                              date: formatDate(r.message.sentAt),
                              application: r.message.applicationId,
                            })}
                          </figcaption>
                          <blockquote className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-slate-900">
                            {r.message.text || m.admin_reports_document_only()}
                          </blockquote>
                        </figure>
                      )}
                    </li>
                  ))}
                </ul>
                <div className="mt-4 flex flex-wrap items-start gap-4">
                  {job.status === "published" && (
                    <UnpublishDisclosure
                      jobId={job.jobId}
                      summary={m.admin_reports_unpublish_summary()}
                      button={m.admin_reports_unpublish_button()}
                      className="min-w-0 flex-1 basis-72"
                      actionData={actionData}
                    />
                  )}
                  <ActionButton
                    intent="dismiss"
                    field="jobId"
                    targetId={job.jobId}
                    label={m.admin_reports_dismiss()}
                    variant="outline"
                    description={m.admin_reports_about({ title: job.title })}
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
