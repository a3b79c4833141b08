import { Briefcase, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#app/lib/dates.ts";
import {
  dayOfDeadline,
  matchesFilter,
  STATUS_FILTERS,
  StatusBadge,
  type CompanyJobRow,
  type StatusFilter,
} from "#app/features/job-posting/public.ts";

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
    return (
      <p className="w-full text-sm text-slate-600">The deadline is already the latest allowed (90 days after publishing).</p>
    );
  }
  const tomorrow = new Date(Math.max(now.getTime(), new Date(job.applicationDeadline).getTime()) + 86_400_000);
  const inputId = `extend-${job.id}`;
  return (
    <details className="w-full rounded-lg border border-slate-200 bg-slate-50">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-800">
        Extend deadline
      </summary>
      <Form method="post" className="flex flex-wrap items-end gap-3 px-3 pb-3">
        <input type="hidden" name="jobId" value={job.id} />
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            New deadline (at most {formatDate(latest)})
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
          Extend
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
          <Fact label="Applicants">
            <Link to={`/employer/jobs/${job.id}/applicants`} className="text-brand-700 hover:underline">
              {job.applicants}
            </Link>
          </Fact>
          <Fact label="Views">{job.views}</Fact>
          <Fact label="Deadline">{job.applicationDeadline ? formatDate(job.applicationDeadline) : "—"}</Fact>
        </dl>
        {job.status === "pending_review" && job.publishedAt && (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            {job.closedAt
              ? "Your changes wait for our team's check. Until then the job is not public; then it is closed again and you can reopen it."
              : "Your changes wait for our team's check. Until then the job is not public."}
          </p>
        )}
        {job.status === "rejected" && job.rejectionReason && (
          <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
            <strong className="font-semibold">Reason for rejection:</strong> {job.rejectionReason}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          {submittable && (
            <ActionForm jobId={job.id} intent="submit" label={verified ? "Publish" : "Submit for review"} variant="primary" />
          )}
          <Link to={`/employer/jobs/${job.id}/edit`} className={buttonVariants({ variant: "outline" })}>
            Edit<span className="sr-only"> {job.title}</span>
          </Link>
          <Link to={`/job/${job.id}`} className={buttonVariants({ variant: "outline" })}>
            {isPublic ? "View" : "Preview"}
            <span className="sr-only"> {job.title}</span>
          </Link>
          {(job.status === "published" || job.status === "expired") && <ActionForm jobId={job.id} intent="close" label="Close" />}
          {job.status === "closed" && deadlineAhead && <ActionForm jobId={job.id} intent="reopen" label="Reopen" />}
          <ActionForm jobId={job.id} intent="duplicate" label="Duplicate" />
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
  const label = STATUS_FILTERS.find((f) => f.value === data.filter)?.label ?? "All";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Jobs</h1>
        <Link to="/employer/jobs/new" className={buttonVariants({ variant: "primary" })}>
          <Plus aria-hidden="true" />
          Post a job
        </Link>
      </div>
      {data.company.suspended ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          Your company is suspended: its jobs cannot be published.
        </p>
      ) : (
        !data.company.verified && (
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
            Your company is not verified yet: each job waits for a check by our team before it is published.
          </p>
        )
      )}
      {data.jobs.length > 0 && (
        <nav aria-label="Filter jobs by status" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
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
                {f.label}
                <span className={cn("text-xs", active ? "text-brand-100" : "text-slate-500")}>{count(f.value)}</span>
              </Link>
            );
          })}
        </nav>
      )}
      {data.jobs.length === 0 ? (
        <div className="card flex flex-col items-center gap-3 p-8 text-center">
          <Briefcase className="size-10 text-slate-400" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-slate-900">No jobs yet</h2>
          <p className="max-w-md text-sm text-slate-600">
            Post your first job: Ugandan candidates see it as soon as it is published.
          </p>
          <Link to="/employer/jobs/new" className={buttonVariants({ variant: "primary" })}>
            Post a job
          </Link>
        </div>
      ) : shown.length === 0 ? (
        <p className="card p-6 text-center text-slate-700">No jobs with the status {label}.</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Your jobs">
          {shown.map((job) => (
            <JobCard key={job.id} job={job} verified={data.company.verified} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}
