import { Briefcase, Clock, Euro, MapPin } from "lucide-react";
import { formatPostedAge } from "./posted-age.ts";
import { formatSalaryText } from "./salary.ts";
import type { JobSummary } from "./types.ts";

export function PostedAge({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {formatPostedAge(new Date(iso))}
    </time>
  );
}

/** Location, type, salary and age in one wrapping row of small facts. */
export function JobFacts({ job, className = "" }: { job: JobSummary; className?: string }) {
  const item = "inline-flex items-center gap-1.5";
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-600 ${className}`}>
      <li className={item}>
        <MapPin className="size-4 text-slate-500" aria-hidden="true" />
        <span className="sr-only">Location: </span>
        {job.location}
      </li>
      <li className={item}>
        <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
        <span className="sr-only">Job type: </span>
        {job.jobType}
      </li>
      <li className={item}>
        <Euro className="size-4 text-slate-500" aria-hidden="true" />
        <span className="sr-only">Salary: </span>
        {formatSalaryText(job.salary)}
      </li>
      <li className={item}>
        <Clock className="size-4 text-slate-500" aria-hidden="true" />
        <span className="sr-only">Posted: </span>
        <PostedAge iso={job.postedAt} />
      </li>
    </ul>
  );
}
