import { Briefcase, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#app/lib/dates.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import {
  dayOfDeadline,
  matchesFilter,
  STATUS_FILTERS,
  StatusBadge,
  type CompanyJobRow,
  type StatusFilter,
} from "#app/features/job-posting/public.ts";
import { lifecycle } from "#app/features/jobs/public.ts";

/** A one-button POST form: each action works without JavaScript. */
function ActionForm({
  jobId,
  intent,
  label,
  variant = "outline",
}: {
  jobId: string;
  intent: string;
  label: string;
  variant?: "outline" | "primary";
}) {
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="jobId" value={jobId} />
      <button type="submit" name="intent" value={intent} className={buttonVariants({ variant, size: "md" })}>
        {label}
      </button>
    </Form>
  );
}

function ExtendForm({ job, now }: { job: CompanyJobRow; now: Date }) {
  if (!job.latestDeadline || !job.applicationDeadline) return null;
  const latest = new Date(job.latestDeadline);
  if (latest.getTime() <= new Date(job.applicationDeadline).getTime()) {
    return <p className="w-full text-sm text-slate-600">{m.employer_jobs_latest_deadline()}</p>;
  }
  const tomorrow = new Date(Math.max(now.getTime(), new Date(job.applicationDeadline).getTime()) + 86_400_000);
  const inputId = `extend-${job.id}`;
  return (
    <details className="w-full rounded-lg border border-slate-200 bg-slate-50">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-800">
        {m.employer_jobs_extend_deadline()}
      </summary>
      <Form method="post" className="flex flex-wrap items-end gap-3 px-3 pb-3">
        <input type="hidden" name="jobId" value={job.id} />
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            {m.employer_jobs_new_deadline({ date: formatDate(latest) })}
          </label>
          <input
            id={inputId}
            name="deadline"
            type="date"
            required
            min={dayOfDeadline(tomorrow)}
            max={dayOfDeadline(latest)}
            defaultValue={dayOfDeadline(latest)}
            className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
          />
        </div>
        <Button type="submit" name="intent" value="extend" variant="primary">
          {m.employer_jobs_extend()}
        </Button>
      </Form>
    </details>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function JobCard({ job, verified, now }: { job: CompanyJobRow; verified: boolean; now: Date }) {
  const isPublic = job.status === "published" || job.status === "closed" || job.status === "expired";
  const submittable = job.status === "draft" || job.status === "rejected";
  const deadlineAhead = job.applicationDeadline !== null && new Date(job.applicationDeadline).getTime() > now.getTime();
  return (
    <li className="card p-4 sm:p-5">
      <article aria-labelledby={`job-${job.id}-title`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={`job-${job.id}-title`} className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
            {job.title}
          </h2>
          <StatusBadge status={job.status} />
        </div>
        <p className="mt-0.5 text-sm text-slate-600">{job.location}</p>
        <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
          <Fact label={m.employer_jobs_applicants()}>
            <Link to={`/employer/jobs/${job.id}/applicants`} className="text-brand-700 hover:underline">
              {formatNumber(job.applicants)}
            </Link>
          </Fact>
          <Fact label={m.employer_jobs_views()}>{formatNumber(job.views)}</Fact>
          <Fact label={m.employer_jobs_deadline()}>{job.applicationDeadline ? formatDate(job.applicationDeadline) : "—"}</Fact>
        </dl>
        {job.status === "pending_review" && job.publishedAt && (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            {job.closedAt ? m.employer_jobs_changes_wait_closed() : m.employer_jobs_changes_wait()}
          </p>
        )}
        {job.status === "rejected" && job.rejectionReason && (
          <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
            <strong className="font-semibold">{m.employer_jobs_rejection_reason()}</strong>{" "}
            {lifecycle.rejectionReasonText(job.rejectionReason)}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          {submittable && (
            <ActionForm
              jobId={job.id}
              intent="submit"
              label={verified ? m.employer_jobs_publish() : m.employer_jobs_submit_for_review()}
              variant="primary"
            />
          )}
          <Link to={`/employer/jobs/${job.id}/edit`} className={buttonVariants({ variant: "outline" })}>
            {m.employer_jobs_edit()}
            <span className="sr-only"> {job.title}</span>
          </Link>
          <Link to={`/job/${job.id}`} className={buttonVariants({ variant: "outline" })}>
            {isPublic ? m.employer_jobs_view() : m.employer_jobs_preview()}
            <span className="sr-only"> {job.title}</span>
          </Link>
          {(job.status === "published" || job.status === "expired") && (
            <ActionForm jobId={job.id} intent="close" label={m.employer_jobs_close()} />
          )}
          {job.status === "closed" && deadlineAhead && (
            <ActionForm jobId={job.id} intent="reopen" label={m.employer_jobs_reopen()} />
          )}
          <ActionForm jobId={job.id} intent="duplicate" label={m.employer_jobs_duplicate()} />
          {(job.storedStatus === "published" || job.storedStatus === "closed") && <ExtendForm job={job} now={now} />}
        </div>
      </article>
    </li>
  );
}

export interface JobListData {
  jobs: CompanyJobRow[];
  filter: StatusFilter;
  company: { verified: boolean; suspended: boolean };
  now: string;
}

/** /employer/jobs: the company's jobs in cards, a tab per status, and the actions of each job. */
export function JobListPage({ data }: { data: JobListData }) {
  const now = new Date(data.now);
  const shown = data.jobs.filter((j) => matchesFilter(j.status, data.filter));
  const count = (value: StatusFilter) => data.jobs.filter((j) => matchesFilter(j.status, value)).length;
  const label = (STATUS_FILTERS.find((f) => f.value === data.filter)?.label ?? m.employer_jobs_filter_all)();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{m.employer_jobs_title()}</h1>
        <Link to="/employer/jobs/new" className={buttonVariants({ variant: "primary" })}>
          <Plus aria-hidden="true" />
          {m.employer_jobs_post_a_job()}
        </Link>
      </div>
      {data.company.suspended ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">{m.employer_jobs_suspended()}</p>
      ) : (
        !data.company.verified && (
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
            {m.employer_jobs_not_verified()}
          </p>
        )
      )}
      {data.jobs.length > 0 && (
        <nav aria-label={m.employer_jobs_filter_label()} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
          {STATUS_FILTERS.map((f) => {
            const active = f.value === data.filter;
            return (
              <Link
                key={f.value}
                to={f.value === "all" ? "/employer/jobs" : `/employer/jobs?status=${f.value}`}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap",
                  active
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100",
                )}
              >
                {f.label()}
                <span className={cn("text-xs", active ? "text-brand-100" : "text-slate-500")}>
                  {formatNumber(count(f.value))}
                </span>
              </Link>
            );
          })}
        </nav>
      )}
      {data.jobs.length === 0 ? (
        <div className="card flex flex-col items-center gap-3 p-8 text-center">
          <Briefcase className="size-10 text-slate-400" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-slate-900">{m.employer_jobs_none_yet()}</h2>
          <p className="max-w-md text-sm text-slate-600">{m.employer_jobs_none_yet_text()}</p>
          <Link to="/employer/jobs/new" className={buttonVariants({ variant: "primary" })}>
            {m.employer_jobs_post_a_job()}
          </Link>
        </div>
      ) : shown.length === 0 ? (
        <p className="card p-6 text-center text-slate-700">{m.employer_jobs_none_with_status({ status: label })}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label={m.employer_jobs_your_jobs()}>
          {shown.map((job) => (
            <JobCard key={job.id} job={job} verified={data.company.verified} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}
