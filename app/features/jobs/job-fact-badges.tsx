import { CreditCard, Home, Languages, Plane } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { euro, fact, FACTS_YEAR } from "#content/visa-facts.ts";
import { cn } from "#app/lib/cn.ts";
import { BLUE_CARD_EXPLANATION, BLUE_CARD_GUIDE_PATH, blueCardCheck, type BlueCardCheck } from "./blue-card.ts";
import {
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
>;

const badge = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap";

/** The Blue Card check of a job, from its salary text and occupation (or, without one, its category). */
export function jobBlueCard(job: Pick<FactJob, "salary" | "categorySlug" | "occupation">): BlueCardCheck {
  return blueCardCheck({ salary: job.salary, categorySlug: job.categorySlug, occupation: job.occupation });
}

/** Small badges: German level, visa sponsorship, relocation support, and the Blue Card salary level when reached. */
export function JobFactBadges({ job, className }: { job: FactJob; className?: string }) {
  const blueCard = meetsBlueCard(jobBlueCard(job));
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Job facts">
      <li className={cn(badge, "bg-slate-100 text-slate-800")}>
        <Languages className="size-3.5" aria-hidden="true" />
        {germanBadgeText(job.germanLevel)}
      </li>
      {job.visaSponsorship && (
        <li className={cn(badge, "bg-emerald-50 text-emerald-800")}>
          <Plane className="size-3.5" aria-hidden="true" />
          {VISA_BADGE}
        </li>
      )}
      {job.relocationSupport && (
        <li className={cn(badge, "bg-violet-50 text-violet-800")}>
          <Home className="size-3.5" aria-hidden="true" />
          {RELOCATION_BADGE}
        </li>
      )}
      {blueCard && (
        <li className={cn(badge, "bg-brand-50 text-brand-800")}>
          <CreditCard className="size-3.5" aria-hidden="true" />
          {BLUE_CARD_BADGE}
        </li>
      )}
    </ul>
  );
}

/** What the check found, in a sentence, with the figures from content/visa-facts.ts. */
export function blueCardFinding(check: BlueCardCheck): string {
  const salary = check.annualSalary === null ? "" : euro(check.annualSalary);
  switch (check.level) {
    case "meets-general":
      return `The lowest advertised salary, ${salary} a year, reaches the general Blue Card threshold of ${fact("blueCardGeneral")} for ${FACTS_YEAR}.`;
    case "meets-shortage":
      return `The lowest advertised salary, ${salary} a year, reaches the lower threshold of ${fact("blueCardShortage")} for ${FACTS_YEAR}, which applies because this job's category counts as a shortage occupation.`;
    case "below":
      return check.newEntrantMayQualify
        ? `The lowest advertised salary, ${salary} a year, is below the general threshold of ${fact("blueCardGeneral")}. If you finished your degree within the last three years, the lower threshold of ${fact("blueCardShortage")} for new graduates may apply.`
        : `The lowest advertised salary, ${salary} a year, is below the Blue Card threshold of ${euro(check.threshold)} for ${FACTS_YEAR}. Other work visas, such as the one for skilled workers, have no such salary threshold.`;
    case "unknown":
      return "The job does not state a salary we can compare with the Blue Card thresholds.";
  }
}

const link = "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** The job summary's fact rows and the Blue Card check in full, with its caveat and the links to the guides. */
export function JobFactSummary({ job }: { job: FactJob }) {
  const check = jobBlueCard(job);
  const rows: [string, string][] = [
    ["German", job.germanLevel === "none" ? "Not required" : `${job.germanLevel} or better`],
    ["English", job.englishLevel === "none" ? englishText("none") : `${job.englishLevel} or better`],
    ["Visa sponsorship", job.visaSponsorship ? "Yes" : "No"],
    ["Relocation support", job.relocationSupport ? "Yes" : "No"],
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
          Blue Card check: {meetsBlueCard(check) ? BLUE_CARD_BADGE : blueCardVerdict(check)}
        </h3>
        <p className="mt-1.5">{blueCardFinding(check)}</p>
        <p className="mt-1.5">{BLUE_CARD_EXPLANATION}</p>
        <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/visa-info?tab=blue-card" className={link}>
            Blue Card rules and thresholds
          </Link>
          <Link to={BLUE_CARD_GUIDE_PATH} className={link}>
            Blue Card guide
          </Link>
        </p>
      </section>
    </div>
  );
}
