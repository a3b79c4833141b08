import { CreditCard } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { m } from "#app/lib/i18n/i18n.ts";
import { BLUE_CARD_GUIDE_PATH } from "./blue-card.ts";
import type { JobFactSummaryTexts } from "./job-fact-summary.server.ts";

const link = "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * The job summary's fact rows and the Blue Card check in full, with its caveat and the links to the guides; the
 * texts come from the job page's loader (job-fact-summary.server.ts). Only the job page loads this file, not the job
 * cards' chunk.
 */
export function JobFactSummary({ texts }: { texts: JobFactSummaryTexts }) {
  return (
    <div className="mt-2 border-t border-slate-100 pt-2" data-testid="job-fact-summary">
      <dl className="divide-y divide-slate-100 text-sm">
        {texts.rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="blue-card-heading" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
        <h3 id="blue-card-heading" className="flex items-center gap-1.5 font-semibold text-brand-800">
          <CreditCard className="size-4 shrink-0" aria-hidden="true" />
          {texts.heading}
        </h3>
        <p className="mt-1.5">{texts.finding}</p>
        <p className="mt-1.5">{texts.explanation}</p>
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
