import { Flag, ShieldAlert } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";
import { m } from "#app/lib/i18n/i18n.ts";
// The texts as messages, not reportTexts of report-rules.ts: that module holds the report form's texts too.
import { reportPagePath, SCAM_GUIDE_PATH } from "./report-paths.ts";

/**
 * The no-fee notice on every job page and in the apply sheet (docs/product.md#job-reports): what we never ask
 * for, the scam guide, and Report this job (a page of its own, so it works without JavaScript and signed out).
 */
export function ScamNotice({ jobId, className }: { jobId: string; className?: string }) {
  return (
    <aside
      aria-label={m.jobs_stay_safe()}
      className={cn("rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800", className)}
    >
      <p className="flex gap-2.5">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <span>
          {m.jobs_report_notice()}{" "}
          <Link to={SCAM_GUIDE_PATH} className="font-medium text-brand-700 underline underline-offset-2">
            {m.jobs_report_guide_link()}
          </Link>
        </span>
      </p>
      <Link
        to={reportPagePath(jobId)}
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-red-800 underline-offset-2 hover:underline"
      >
        <Flag className="size-4" aria-hidden="true" />
        {m.jobs_report_link()}
      </Link>
    </aside>
  );
}
