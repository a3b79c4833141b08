import { Link } from "#app/components/ui/link.tsx";
import { DescriptionText, formatSalaryText } from "#app/features/jobs/public.ts";
import { formatDate } from "#app/lib/dates.ts";
import { occupationLabel } from "#app/features/occupations/public.ts";
import { ActionButton, AdminHeading, ListPager, Pill, ReasonForm, rejectSchema } from "#app/features/admin/public.ts";
import type { AdminActionData, PendingJob } from "#app/features/admin/public.server.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

const LEVELS: Record<string, () => string> = { none: m.admin_moderation_not_required };
const level = (value: string) => (Object.hasOwn(LEVELS, value) ? LEVELS[value]!() : value);

function Facts({ job }: { job: PendingJob }) {
  const facts: [string, string][] = [
    [m.admin_moderation_location(), job.location],
    [m.admin_moderation_salary(), formatSalaryText(job.salary)],
    [m.admin_moderation_type(), job.jobType],
    [m.admin_moderation_category(), job.category],
    // The moderator checks that the occupation fits the title: it decides the Blue Card threshold shown to candidates.
    [m.admin_moderation_occupation(), occupationLabel(job.occupation) ?? m.admin_moderation_not_stated()],
    [m.admin_moderation_experience(), job.experienceLevel],
    [m.admin_moderation_german(), level(job.germanLevel)],
    [m.admin_moderation_english(), level(job.englishLevel)],
    [m.admin_moderation_visa(), job.visaSponsorship ? m.admin_yes() : m.admin_no()],
    [m.admin_moderation_relocation(), job.relocationSupport ? m.admin_yes() : m.admin_no()],
    [
      m.admin_moderation_deadline(),
      job.applicationDeadline ? formatDate(job.applicationDeadline) : m.admin_moderation_no_deadline(),
    ],
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
      <AdminHeading title={m.admin_nav_moderation()} intro={m.admin_moderation_intro({ total: formatNumber(total) })} />
      {jobs.length === 0 ? (
        <p className="card p-6 text-slate-700">{m.admin_moderation_empty()}</p>
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
                  {job.companyVerified ? (
                    <Pill tone="green">{m.admin_verified()}</Pill>
                  ) : (
                    <Pill tone="slate">{m.admin_not_verified()}</Pill>
                  )}
                  <span className="text-sm text-slate-600">
                    {m.admin_moderation_submitted({ date: formatDate(job.submittedAt) })}
                  </span>
                  {job.publishedAt && (
                    <Pill tone="amber">
                      {job.closedAt ? m.admin_moderation_changed_closed() : m.admin_moderation_changed_published()}
                    </Pill>
                  )}
                </div>
                <h2 id={`job-${job.id}`} className="mt-2 text-xl font-semibold [overflow-wrap:anywhere] text-slate-900">
                  {job.title}
                </h2>
                <div className="mt-3">
                  <Facts job={job} />
                </div>
                <h3 className="mt-4 text-sm font-semibold text-slate-900">{m.admin_moderation_description()}</h3>
                {/* As the job page will show it: paragraphs and lists, always as text, never as markup. */}
                <div className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-700">
                  <DescriptionText text={job.description} />
                </div>
                <TextList title={m.admin_moderation_requirements()} items={job.requirements} />
                <TextList title={m.admin_moderation_benefits()} items={job.benefits} />
                <TextList title={m.admin_moderation_skills()} items={job.skills} />
                <div className="mt-5 grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-[auto_1fr] md:items-start">
                  <ActionButton
                    intent="approve"
                    field="jobId"
                    targetId={job.id}
                    label={m.admin_moderation_approve()}
                    description={job.title}
                    hidden={{ seen: job.submittedAt }}
                  />
                  <ReasonForm
                    schema={rejectSchema}
                    intent="reject"
                    field="jobId"
                    targetId={job.id}
                    label={m.admin_moderation_reject_label()}
                    button={m.admin_moderation_reject()}
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
