import { Link } from "#app/components/ui/link.tsx";
import { LangText } from "#app/components/ui/lang-text.tsx";
import { VerifiedBadge } from "#app/components/ui/verified-badge.tsx";
import { m } from "#app/lib/i18n/i18n.ts";
import { jobHref } from "./back-link.ts";
import { CompanyLogo } from "./company-logo.tsx";
import { JobFactBadges } from "./job-fact-badges.tsx";
import { JobFacts, PostedAge } from "./job-meta.tsx";
import { useLabels } from "./stored-labels.ts";
import type { JobSummary } from "./types.ts";

function FeaturedBadge({ className }: { className: string }) {
  return (
    <span className={`shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ${className}`}>
      {m.jobs_card_featured()}
    </span>
  );
}

/**
 * A job in a list: the whole card is one link to the job page, headed by the title. Compact on phones (no
 * excerpt, small gaps) so that three cards fit on a 740 px screen. `from`: the search list it is shown in, for
 * the job page's Back to jobs (back-link.ts).
 */
export function JobCard({
  job,
  featured = false,
  headingLevel = 3,
  from,
}: {
  job: JobSummary;
  featured?: boolean;
  headingLevel?: 2 | 3;
  from?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const labels = useLabels();
  return (
    <article className="card relative p-3.5 transition-shadow hover:shadow-md sm:p-5">
      <div className="flex gap-3 sm:gap-4">
        <CompanyLogo name={job.company} src={job.companyLogo} size={44} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <Heading className="line-clamp-2 min-w-0 text-base leading-snug font-semibold break-words text-slate-900 sm:text-lg">
              {/* The ad's own words in the ad's language (lang), its German parts marked within an English ad. */}
              <Link
                to={jobHref(job.id, from)}
                lang={job.adLanguage}
                className="after:absolute after:inset-0 hover:text-brand-700"
              >
                <LangText text={job.title} />
              </Link>
            </Heading>
            {featured && <FeaturedBadge className="max-sm:hidden" />}
          </div>
          {/* On a phone: one line, the verified mark as an icon (the job page has the full name and badge). */}
          <p className="mt-0.5 flex items-center gap-x-2 gap-y-1 text-sm font-medium text-slate-700 sm:flex-wrap">
            <span className="min-w-0 max-sm:truncate">
              <LangText text={job.company} />
            </span>
            {job.companyVerified && <VerifiedBadge compactOnPhone />}
          </p>
        </div>
      </div>
      <JobFacts job={job} withAge={false} className="mt-1.5 sm:mt-3" />
      {/* On a phone the job facts share one row with the age, in place of the excerpt and the category (which a
          search is usually narrowed by): three cards still fit on one screen. Wider, the facts, the excerpt and
          the category with the age each take a line. */}
      <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 sm:mt-2 sm:gap-x-3 sm:gap-y-3">
        <JobFactBadges job={job} className="sm:w-full" />
        <p className="line-clamp-2 w-full text-sm max-sm:hidden" lang={job.adLanguage}>
          {job.excerpt}
        </p>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700 max-sm:hidden">
          {labels.category(job.categorySlug, job.category)}
        </span>
        <PostedAge iso={job.postedAt} />
        {/* On a phone the badge would squeeze the title: it moves down here. */}
        {featured && <FeaturedBadge className="sm:hidden" />}
      </div>
    </article>
  );
}

/** A list of job cards; `isFeatured` picks the cards that carry the Featured badge. */
export function JobCardList<T extends JobSummary>({
  jobs,
  className,
  isFeatured = () => false,
  from,
}: {
  jobs: T[];
  className: string;
  isFeatured?: (job: T) => boolean;
  /** The search the list belongs to, for the job pages' Back to jobs. */
  from?: string;
}) {
  return (
    <ul className={className}>
      {jobs.map((job) => (
        // min-w-0: in a grid, a card never grows past its column to fit a long title or a row of facts.
        <li key={job.id} className="min-w-0">
          <JobCard job={job} featured={isFeatured(job)} from={from} />
        </li>
      ))}
    </ul>
  );
}
