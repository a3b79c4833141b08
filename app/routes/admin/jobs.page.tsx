import { Link } from "#app/components/ui/link.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { AdminHeading, ListPager, Pill, SearchForm, UnpublishDisclosure } from "#app/features/admin/public.ts";
import type { AdminActionData, AdminJob } from "#app/features/admin/public.server.ts";

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
      <AdminHeading
        title="Jobs"
        intro="Published jobs, newest first. Unpublishing takes a job off the site at once (it becomes Rejected) and sends your reason to the employer."
      />
      <SearchForm label="Search by job title or company" value={q} />
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {total.toLocaleString("en")} published {total === 1 ? "job" : "jobs"}
        {q ? ` matching “${q}”` : ""}
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
                {job.companyVerified && <Pill tone="green">Verified</Pill>}
                <span>{job.location}</span>
                {job.publishedAt && <span>Published {formatDate(job.publishedAt)}</span>}
                {job.applicationDeadline && <span>Deadline {formatDate(job.applicationDeadline)}</span>}
              </p>
              <UnpublishDisclosure
                jobId={job.id}
                summary="Unpublish…"
                button="Unpublish"
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
