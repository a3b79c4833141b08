import { Link } from "#app/components/ui/link.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { AdminHeading, ListPager, Pill, SearchForm, UnpublishDisclosure } from "#app/features/admin/public.ts";
import type { AdminActionData, AdminJob } from "#app/features/admin/public.server.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

/** /admin/jobs: published jobs, searchable, each with Unpublish. */
export function JobsPage({
  jobs,
  total,
  q,
  page,
  totalPages,
  actionData,
}: {
  jobs: AdminJob[];
  total: number;
  q: string;
  page: number;
  totalPages: number;
  actionData?: AdminActionData;
}) {
  return (
    <>
      <AdminHeading title={m.admin_nav_jobs()} intro={m.admin_jobs_intro()} />
      <SearchForm label={m.admin_jobs_search()} value={q} />
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {total === 1
          ? m.admin_jobs_count_one({ count: formatNumber(total) })
          : m.admin_jobs_count_other({ count: formatNumber(total) })}
        {q ? ` ${m.admin_matching({ q })}` : ""}
      </p>
      <ul className="space-y-4">
        {jobs.map((job) => (
          <li key={job.id}>
            <article className="card p-4 sm:p-5" aria-labelledby={`job-${job.id}`}>
              <h2 id={`job-${job.id}`} className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
                <Link to={`/job/${encodeURIComponent(job.id)}`} className="hover:text-brand-700 hover:underline">
                  {job.title}
                </Link>
              </h2>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <span className="font-medium text-slate-800">{job.companyName}</span>
                {job.companyVerified && <Pill tone="green">{m.admin_verified()}</Pill>}
                <span>{job.location}</span>
                {job.publishedAt && <span>{m.admin_jobs_published_on({ date: formatDate(job.publishedAt) })}</span>}
                {job.applicationDeadline && <span>{m.admin_jobs_deadline({ date: formatDate(job.applicationDeadline) })}</span>}
              </p>
              <UnpublishDisclosure
                jobId={job.id}
                summary={m.admin_jobs_unpublish_summary()}
                button={m.admin_jobs_unpublish_button()}
                className="mt-3"
                actionData={actionData}
              />
            </article>
          </li>
        ))}
      </ul>
      <ListPager page={page} totalPages={totalPages} />
    </>
  );
}
