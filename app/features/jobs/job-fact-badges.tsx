import { CreditCard, Home, Languages, Plane } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { euro, fact, FACTS_YEAR } from "#content/visa-facts.ts";
import { cn } from "#app/lib/cn.ts";
import { currentLocale, m } from "#app/lib/i18n/i18n.ts";
import { BLUE_CARD_EXPLANATION, BLUE_CARD_GUIDE_PATH, blueCardCheck, type BlueCardCheck } from "./blue-card.ts";
import {
  adLanguageBadgeText,
  BLUE_CARD_BADGE,
  blueCardVerdict,
  englishText,
  germanBadgeText,
  meetsBlueCard,
  RELOCATION_BADGE,
  VISA_BADGE,
} from "./job-facts.ts";
import type { JobSummary } from "./types.ts";

/* The job facts that decide a move (docs/product.md#job-facts), as badges on job cards and the job page, and as
   the job summary's rows with the Blue Card check in full. Every colour pair is a 700/800 text on a 50/100
   background: at least 7:1 contrast. */

type FactJob = Pick<
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

/** What the check found, in a sentence, with the figures from content/visa-facts.ts. */
export function blueCardFinding(check: BlueCardCheck): string {
  const language = currentLocale();
  const salary = check.annualSalary === null ? "" : euro(check.annualSalary, language);
  const year = FACTS_YEAR;
  switch (check.level) {
    case "meets-general":
      return m.jobs_blue_card_finding_general({ salary, threshold: fact("blueCardGeneral", language), year });
    case "meets-shortage":
      return m.jobs_blue_card_finding_shortage({ salary, threshold: fact("blueCardShortage", language), year });
    case "below":
      return check.newEntrantMayQualify
        ? m.jobs_blue_card_finding_below_new_entrant({
            salary,
            threshold: fact("blueCardGeneral", language),
            lower: fact("blueCardShortage", language),
          })
        : m.jobs_blue_card_finding_below({ salary, threshold: euro(check.threshold, language), year });
    case "unknown":
      return m.jobs_blue_card_finding_unknown();
  }
}

const link = "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** The job summary's fact rows and the Blue Card check in full, with its caveat and the links to the guides. */
export function JobFactSummary({ job }: { job: FactJob }) {
  const check = jobBlueCard(job);
  const orBetter = (level: string) => m.jobs_fact_level_or_better({ level });
  const rows: [string, string][] = [
    [m.jobs_fact_german(), job.germanLevel === "none" ? m.jobs_fact_not_required() : orBetter(job.germanLevel)],
    [m.jobs_fact_english(), job.englishLevel === "none" ? englishText("none") : orBetter(job.englishLevel)],
    [VISA_BADGE(), job.visaSponsorship ? m.jobs_yes() : m.jobs_no()],
    [RELOCATION_BADGE(), job.relocationSupport ? m.jobs_yes() : m.jobs_no()],
  ];
  return (
    <div className="mt-2 border-t border-slate-100 pt-2" data-testid="job-fact-summary">
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="blue-card-heading" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
        <h3 id="blue-card-heading" className="flex items-center gap-1.5 font-semibold text-brand-800">
          <CreditCard className="size-4 shrink-0" aria-hidden="true" />
          {m.jobs_blue_card_check({ verdict: meetsBlueCard(check) ? BLUE_CARD_BADGE() : blueCardVerdict(check) })}
        </h3>
        <p className="mt-1.5">{blueCardFinding(check)}</p>
        <p className="mt-1.5">{BLUE_CARD_EXPLANATION()}</p>
        <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/visa-info?tab=blue-card" className={link}>
            {m.jobs_blue_card_rules_link()}
          </Link>
          <Link to={BLUE_CARD_GUIDE_PATH} className={link}>
            {m.jobs_blue_card_guide_link()}
          </Link>
        </p>
      </section>
    </div>
  );
}
