import { Link } from "react-router";
import { VerifiedBadge } from "#app/components/ui/verified-badge.tsx";
import { CompanyLogo } from "./company-logo.tsx";
import { JobFactBadges } from "./job-fact-badges.tsx";
import { JobFacts } from "./job-meta.tsx";
import type { JobSummary } from "./types.ts";

/** A job in a list: the whole card is one link to the job page, headed by the title. */
export function JobCard({
  job,
  featured = false,
  headingLevel = 3,
}: {
  job: JobSummary;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card relative flex gap-4 p-4 transition-shadow hover:shadow-md sm:p-5">
      <CompanyLogo name={job.company} src={job.companyLogo} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading className="text-base font-semibold [overflow-wrap:anywhere] text-slate-900 sm:text-lg">
            <Link to={`/job/${encodeURIComponent(job.id)}`} className="after:absolute after:inset-0 hover:text-brand-700">
              {job.title}
            </Link>
          </Heading>
          {featured && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">Featured</span>
          )}
        </div>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-slate-700">
          {job.company}
          {job.companyVerified && <VerifiedBadge />}
        </p>
        <JobFacts job={job} className="mt-3" />
        <JobFactBadges job={job} className="mt-2" />
        <p className="mt-3 line-clamp-2 text-sm text-slate-600">{job.excerpt}</p>
        <p className="mt-3">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">{job.category}</span>
        </p>
      </div>
    </article>
  );
}

/** A list of job cards; `isFeatured` picks the cards that carry the Featured badge. */
export function JobCardList<T extends JobSummary>({
  jobs,
  className,
  isFeatured = () => false,
}: {
  jobs: T[];
  className: string;
  isFeatured?: (job: T) => boolean;
}) {
  return (
    <ul className={className}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} featured={isFeatured(job)} />
        </li>
      ))}
    </ul>
  );
}
