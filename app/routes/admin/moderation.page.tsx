import { Link } from "#app/components/ui/link.tsx";
import { DescriptionText, formatSalaryText } from "#app/features/jobs/public.ts";
import { formatDate } from "#app/lib/dates.ts";
import { occupationLabel } from "#app/features/occupations/public.ts";
import { ActionButton, AdminHeading, ListPager, Pill, ReasonForm, rejectSchema } from "#app/features/admin/public.ts";
import type { AdminActionData, PendingJob } from "#app/features/admin/public.server.ts";

const LEVELS: Record<string, string> = { none: "Not required" };

function Facts({ job }: { job: PendingJob }) {
  const facts: [string, string][] = [
    ["Location", job.location],
    ["Salary", formatSalaryText(job.salary)],
    ["Type", job.jobType],
    ["Category", job.category],
    // The moderator checks that the occupation fits the title: it decides the Blue Card threshold shown to candidates.
    ["Occupation", occupationLabel(job.occupation) ?? "Not stated"],
    ["Experience", job.experienceLevel],
    ["German", LEVELS[job.germanLevel] ?? job.germanLevel],
    ["English", LEVELS[job.englishLevel] ?? job.englishLevel],
    ["Visa sponsorship", job.visaSponsorship ? "Yes" : "No"],
    ["Relocation support", job.relocationSupport ? "Yes" : "No"],
    ["Deadline asked for", job.applicationDeadline ? formatDate(job.applicationDeadline) : "None (30 days)"],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map(([k, v]) => (
        <div key={k} className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-slate-600">{k}:</dt>
          <dd className="text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function TextList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm [overflow-wrap:anywhere] text-slate-700">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** /admin/moderation: the jobs pending review, each in full, with Approve and Reject. */
export function ModerationPage({
  jobs,
  total,
  page,
  totalPages,
  actionData,
}: {
  jobs: PendingJob[];
  total: number;
  page: number;
  totalPages: number;
  actionData?: AdminActionData;
}) {
  return (
    <>
      <AdminHeading
        title="Moderation"
        intro={`Jobs pending review, the longest waiting first (${total.toLocaleString("en")} in all). Approving publishes the job (a closed job that was changed stays closed); rejecting sends your reason to the employer, who can change the job and submit it again.`}
      />
      {jobs.length === 0 ? (
        <p className="card p-6 text-slate-700">No jobs are waiting for review.</p>
      ) : (
        <ol className="space-y-5">
          {jobs.map((job) => (
            <li key={job.id}>
              <article className="card p-4 sm:p-6" aria-labelledby={`job-${job.id}`}>
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/admin/companies?q=${encodeURIComponent(job.companyName)}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {job.companyName}
                  </Link>
                  {job.companyVerified ? <Pill tone="green">Verified</Pill> : <Pill tone="slate">Not verified</Pill>}
                  <span className="text-sm text-slate-600">Submitted {formatDate(job.submittedAt)}</span>
                  {job.publishedAt && (
                    <Pill tone="amber">
                      {job.closedAt ? "Changed after closing: approving keeps it closed" : "Changed after publishing"}
                    </Pill>
                  )}
                </div>
                <h2 id={`job-${job.id}`} className="mt-2 text-xl font-semibold [overflow-wrap:anywhere] text-slate-900">
                  {job.title}
                </h2>
                <div className="mt-3">
                  <Facts job={job} />
                </div>
                <h3 className="mt-4 text-sm font-semibold text-slate-900">Description</h3>
                {/* As the job page will show it: paragraphs and lists, always as text, never as markup. */}
                <div className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-700">
                  <DescriptionText text={job.description} />
                </div>
                <TextList title="Requirements" items={job.requirements} />
                <TextList title="Benefits" items={job.benefits} />
                <TextList title="Skills" items={job.skills} />
                <div className="mt-5 grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-[auto_1fr] md:items-start">
                  <ActionButton
                    intent="approve"
                    field="jobId"
                    targetId={job.id}
                    label="Approve"
                    description={job.title}
                    hidden={{ seen: job.submittedAt }}
                  />
                  <ReasonForm
                    schema={rejectSchema}
                    intent="reject"
                    field="jobId"
                    targetId={job.id}
                    label="Reason for rejecting (sent to the employer)"
                    button="Reject"
                    actionData={actionData}
                  />
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
      <ListPager page={page} totalPages={totalPages} />
    </>
  );
}
