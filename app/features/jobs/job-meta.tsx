import { Briefcase, Clock, Euro, MapPin } from "lucide-react";
import { m } from "#app/lib/i18n/i18n.ts";
import { formatPostedAge } from "./posted-age.ts";
import { formatSalaryText } from "./salary.ts";
import { useLabels } from "./stored-labels.ts";
import type { JobSummary } from "./types.ts";

export function PostedAge({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {formatPostedAge(new Date(iso))}
    </time>
  );
}

/** Location, type, salary and age in one wrapping row of small facts (a job card shows the age elsewhere). */
export function JobFacts({ job, className = "", withAge = true }: { job: JobSummary; className?: string; withAge?: boolean }) {
  const item = "inline-flex items-center gap-1.5";
  const labels = useLabels();
  return (
    <ul className={`flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 sm:gap-x-4 sm:gap-y-1.5 ${className}`}>
      <li className={item}>
        <MapPin className="size-4 text-slate-500" aria-hidden="true" />
        <span className="sr-only">{m.jobs_meta_location()}</span>
        {job.location}
      </li>
      <li className={item}>
        <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
        <span className="sr-only">{m.jobs_meta_job_type()}</span>
        {labels.jobType(job.jobType)}
      </li>
      <li className={item}>
        <Euro className="size-4 text-slate-500" aria-hidden="true" />
        <span className="sr-only">{m.jobs_meta_salary()}</span>
        {formatSalaryText(job.salary)}
      </li>
      {withAge && (
        <li className={item}>
          <Clock className="size-4 text-slate-500" aria-hidden="true" />
          <span className="sr-only">{m.jobs_meta_posted()}</span>
          <PostedAge iso={job.postedAt} />
        </li>
      )}
    </ul>
  );
}
