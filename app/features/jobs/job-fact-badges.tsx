import { CreditCard, Home, Languages, Plane } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { currentLocale, m } from "#app/lib/i18n/i18n.ts";
import { blueCardCheck, type BlueCardCheck } from "./blue-card.ts";
import {
  adLanguageBadgeText,
  BLUE_CARD_BADGE,
  germanBadgeText,
  meetsBlueCard,
  RELOCATION_BADGE,
  VISA_BADGE,
} from "./job-facts.ts";
import type { JobSummary } from "./types.ts";

/* The job facts that decide a move (docs/product.md#job-facts), as badges on job cards and the job page (the job
   summary's rows with the Blue Card check in full: job-fact-summary.tsx). Every colour pair is a 700/800 text on a 50/100
   background: at least 7:1 contrast. */

export type FactJob = Pick<
  JobSummary,
  "germanLevel" | "englishLevel" | "visaSponsorship" | "relocationSupport" | "salary" | "categorySlug" | "occupation"
> &
  Partial<Pick<JobSummary, "adLanguage">>;

const badge = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap";

/** The Blue Card check of a job, from its salary text and occupation (or, without one, its category). */
export function jobBlueCard(job: Pick<FactJob, "salary" | "categorySlug" | "occupation">): BlueCardCheck {
  return blueCardCheck({ salary: job.salary, categorySlug: job.categorySlug, occupation: job.occupation });
}

/**
 * Small badges: German level, visa sponsorship, relocation support, and the Blue Card salary level when reached;
 * first, for an ad written in another language than the page's, "Written in German" (text only: no icon to load).
 */
export function JobFactBadges({ job, className }: { job: FactJob; className?: string }) {
  const blueCard = meetsBlueCard(jobBlueCard(job));
  const written = job.adLanguage ? adLanguageBadgeText(job.adLanguage, currentLocale()) : null;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label={m.jobs_fact_list()}>
      {written && <li className={cn(badge, "bg-amber-50 text-amber-800")}>{written}</li>}
      <li className={cn(badge, "bg-slate-100 text-slate-800")}>
        <Languages className="size-3.5" aria-hidden="true" />
        {germanBadgeText(job.germanLevel)}
      </li>
      {job.visaSponsorship && (
        <li className={cn(badge, "bg-emerald-50 text-emerald-800")}>
          <Plane className="size-3.5" aria-hidden="true" />
          {VISA_BADGE()}
        </li>
      )}
      {job.relocationSupport && (
        <li className={cn(badge, "bg-violet-50 text-violet-800")}>
          <Home className="size-3.5" aria-hidden="true" />
          {RELOCATION_BADGE()}
        </li>
      )}
      {blueCard && (
        <li className={cn(badge, "bg-brand-50 text-brand-800")}>
          <CreditCard className="size-3.5" aria-hidden="true" />
          {BLUE_CARD_BADGE()}
        </li>
      )}
    </ul>
  );
}
