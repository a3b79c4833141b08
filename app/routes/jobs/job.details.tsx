import { Ban, Building2, CheckCircle2, ChevronLeft, EyeOff, Gift } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { LangText } from "#app/components/ui/lang-text.tsx";
import { VerifiedBadge } from "#app/components/ui/verified-badge.tsx";
import { ApplyArea, ApplyBar, ApplyPanel } from "#app/features/applications/public.ts";
import { SaveJobButton } from "#app/features/saved-jobs/public.ts";
import { ScamNotice } from "#app/features/reports/public.ts";
import { RoutesToJob } from "#app/features/visa/public.ts";
import { licenceText, OccupationName } from "#app/features/occupations/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import {
  CompanyLogo,
  DescriptionText,
  JobCardList,
  JobFactBadges,
  JobFactSummary,
  JobFacts,
  PostedAge,
  ShareButton,
  ShareLinks,
  formatSalaryText,
  isOpen,
  type Job,
  type JobFactSummaryTexts,
  type JobSummary,
  useLabels,
} from "#app/features/jobs/public.ts";
import type { RoutesToJobData } from "./job.server.ts";

/** The occupation's rows of the job summary: its titles, and for a regulated one the licence it needs. */
function occupationRows(job: Job): [string, React.ReactNode][] {
  const info = job.occupation ? job.occupationInfo : null;
  if (!job.occupation || !info) return [];
  const licence = licenceText(info.licence);
  return [
    [m.jobs_page_occupation(), <OccupationName key="occupation" code={job.occupation} en={info.en} de={info.de} />],
    ...(licence ? [[m.jobs_page_licence(), <LangText key="licence" text={licence} />] as [string, React.ReactNode]] : []),
  ];
}

/** `lang`: the language of what is inside, the ad's own text (its heading stays in the page's language). */
function Section({ title, lang, children }: { title: string; lang?: string; children: React.ReactNode }) {
  return (
    <section className="card render-later p-5 sm:p-6">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      <div lang={lang}>{children}</div>
    </section>
  );
}

function List({ items, icon: Icon }: { items: string[]; icon: typeof CheckCircle2 }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-slate-700">
          <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <span>
            <LangText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The residence routes for the viewer's situation, or a typical one, with how to see one's own. */
function JobRoutes({ data, jobId }: { data: RoutesToJobData; jobId: string }) {
  const here = `/job/${encodeURIComponent(jobId)}`;
  const toProfile = `/profile?redirectTo=${encodeURIComponent(here)}#profile-your-situation`;
  const unnamed = data.occupationKnown ? null : m.jobs_routes_unnamed();
  const note = data.own ? (
    <>
      {m.jobs_routes_own()}{" "}
      <Link to={toProfile} className="font-medium text-brand-700 hover:underline">
        {m.jobs_routes_change()}
      </Link>
      {unnamed}
    </>
  ) : data.viewer === "job_seeker" ? (
    <>
      {m.jobs_routes_typical()}{" "}
      <Link to={toProfile} className="font-medium text-brand-700 hover:underline">
        {m.jobs_routes_add_qualification()}
      </Link>{" "}
      {m.jobs_routes_to_see_own()}
      {unnamed}
    </>
  ) : data.viewer === "employer" ? (
    <>
      {m.jobs_routes_employer()}
      {unnamed}
    </>
  ) : (
    <>
      {m.jobs_routes_typical()}{" "}
      <Link to={`/auth?redirectTo=${encodeURIComponent(here)}`} className="font-medium text-brand-700 hover:underline">
        {m.jobs_routes_sign_in()}
      </Link>{" "}
      {m.jobs_routes_sign_in_rest()}
      {unnamed}
    </>
  );
  return (
    <RoutesToJob routes={data.routes} own={data.own} situations={data.situations} note={note} assumptions={data.assumptions} />
  );
}

export const PREVIEW_NOTICE = m.jobs_preview_notice;

/** Above a preview: whose eyes only, and why (the status in the site's words). */
function PreviewBanner({ status }: { status: string }) {
  return (
    <div role="status" className="card mt-4 flex gap-3 border-amber-300 bg-amber-50 p-4 text-slate-900">
      <EyeOff className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <strong className="font-semibold">
          {PREVIEW_NOTICE()} {m.jobs_preview_status({ status })}
        </strong>
        <span className="block text-sm text-slate-700">
          {m.jobs_preview_members_only()}{" "}
          <Link to="/employer/jobs" className="font-medium text-brand-700 hover:underline">
            {m.jobs_preview_back()}
          </Link>
        </span>
      </p>
    </div>
  );
}

export const CLOSED_NOTICE = m.jobs_closed_notice;

/** In place of the apply area on a Closed or Expired job's page: the notice and the way to open jobs like it. */
function ClosedNotice({ job }: { job: Job }) {
  const labels = useLabels();
  return (
    <section className="card border-amber-300 bg-amber-50 p-5" aria-labelledby="closed-heading">
      <h2 id="closed-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Ban className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
        {CLOSED_NOTICE()}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {job.status === "expired" ? m.jobs_closed_expired() : m.jobs_closed_closed()}{" "}
        <Link to={`/jobs?category=${job.categorySlug}`} className="font-medium text-brand-700 hover:underline">
          {m.jobs_closed_see_open({ category: labels.category(job.categorySlug, job.category) })}
        </Link>
      </p>
    </section>
  );
}

/**
 * The job page (docs/product.md#job-page): header with save and share, the texts, the apply area, the summary,
 * similar jobs. A Closed or Expired job shows the closed notice instead of the apply area.
 */
export function JobDetailsPage({
  job,
  facts,
  similar,
  applied,
  preview = null,
  backTo = "/jobs",
  routes = null,
}: {
  job: Job;
  /** The job summary's fact rows and Blue Card check, composed by the loader (jobFactSummaryTexts). */
  facts: JobFactSummaryTexts;
  similar: JobSummary[];
  applied?: boolean;
  /** Where Back to jobs goes: the search the person came from (back-link.ts), or /jobs. */
  backTo?: string;
  /**
   * The company's own preview of a job the public cannot see, as its status in the page's words (from the loader):
   * a banner, and no apply, save or share.
   */
  preview?: string | null;
  /** "Your routes to this job", for an open job. */
  routes?: RoutesToJobData | null;
}) {
  const open = isOpen(job) && !preview;
  const labels = useLabels();
  const summary: [string, React.ReactNode][] = [
    [m.jobs_summary_job_id(), job.id],
    [m.jobs_summary_location(), m.jobs_summary_location_value({ location: job.location })],
    [m.jobs_summary_job_type(), labels.jobType(job.jobType)],
    [m.jobs_summary_salary(), formatSalaryText(job.salary)],
    [m.jobs_summary_category(), labels.category(job.categorySlug, job.category)],
    // Jobs posted before occupations existed have none (decision 179).
    ...occupationRows(job),
    [m.jobs_summary_experience(), labels.experience(job.experienceLevel)],
    [m.jobs_summary_posted(), <PostedAge key="posted" iso={job.postedAt} />],
  ];
  const page = (
    <div className="container-page py-6 sm:py-8">
      <Link to={backTo} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeft className="size-4" aria-hidden="true" />
        {m.jobs_back_to_jobs()}
      </Link>

      {preview && <PreviewBanner status={preview} />}

      <header className="card mt-4 p-5 sm:p-6">
        <div className="flex gap-4">
          <CompanyLogo name={job.company} src={job.companyLogo} size={64} />
          <div className="min-w-0">
            {/* On a phone the title has about 200 px beside the logo: a size smaller, a German compound such as
                "(Pflegefachkraft" fits on one line even where the browser cannot hyphenate German. */}
            <h1 className="text-xl font-bold break-words text-slate-900 sm:text-3xl" lang={job.adLanguage}>
              <LangText text={job.title} />
            </h1>
            <Link
              to={`/company/${encodeURIComponent(job.companySlug)}`}
              className="mt-1 inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
            >
              <Building2 className="size-4" aria-hidden="true" />
              <LangText text={job.company} />
            </Link>
            {job.companyVerified && <VerifiedBadge className="ml-2 align-middle" />}
          </div>
        </div>
        <JobFacts job={job} className="mt-4" />
        <JobFactBadges job={job} className="mt-3" />
        <p className="mt-3">
          <Link
            to={`/jobs?category=${job.categorySlug}`}
            className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-100"
          >
            {labels.category(job.categorySlug, job.category)}
          </Link>
        </p>
        {open && (
          <div className="mt-5" aria-label={m.jobs_apply_group()} role="group">
            <ApplyPanel />
          </div>
        )}
        {!preview && (
          <div className="mt-4 flex flex-wrap gap-3">
            <SaveJobButton jobId={job.id} title={job.title} company={job.company} />
            <ShareButton jobId={job.id} title={job.title} company={job.company} />
            <ShareLinks title={job.title} company={job.company} path={`/job/${encodeURIComponent(job.id)}`} />
          </div>
        )}
      </header>

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <Section title={m.jobs_section_description()} lang={job.adLanguage}>
            <DescriptionText text={job.description} />
          </Section>
          {job.requirements.length > 0 && (
            <Section title={m.jobs_section_requirements()} lang={job.adLanguage}>
              <List items={job.requirements} icon={CheckCircle2} />
            </Section>
          )}
          {job.skills.length > 0 && (
            <Section title={m.jobs_section_skills()} lang={job.adLanguage}>
              <ul className="flex flex-wrap gap-2">
                {job.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                    {skill}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {job.benefits.length > 0 && (
            <Section title={m.jobs_section_benefits()} lang={job.adLanguage}>
              <List items={job.benefits} icon={Gift} />
            </Section>
          )}
          {routes && <JobRoutes data={routes} jobId={job.id} />}
        </div>

        <aside className="render-later space-y-6" aria-label={m.jobs_summary_aside()}>
          {!open && !preview && <ClosedNotice job={job} />}
          <section className="card p-5" aria-labelledby="summary-heading">
            <h2 id="summary-heading" className="mb-3 text-lg font-semibold">
              {m.jobs_summary_heading()}
            </h2>
            <dl className="divide-y divide-slate-100 text-sm">
              {summary.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="text-right font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            <JobFactSummary texts={facts} />
          </section>
          {!preview && <ScamNotice jobId={job.id} />}
        </aside>
      </div>

      {similar.length > 0 && (
        <section className="render-later mt-10" aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="mb-4 text-xl font-bold text-slate-900">
            {open ? m.jobs_similar() : m.jobs_similar_open()}
          </h2>
          <JobCardList jobs={similar} className="grid gap-4 md:grid-cols-3" from={backTo === "/jobs" ? undefined : backTo} />
        </section>
      )}
      {open && <ApplyBar />}
    </div>
  );
  // The apply area spans the top card's Apply and the phone's bottom bar; keyed by job, so it starts afresh.
  return open ? (
    <ApplyArea key={job.id} job={job} initialApplied={applied}>
      {page}
    </ApplyArea>
  ) : (
    page
  );
}
