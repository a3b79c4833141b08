import { reportCount } from "#app/features/reports/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** The words of the report queue (docs/product.md#job-reports): shared by the page, the action and tests. */
export const reportQueueTexts = {
  unpublished: (title: string, reports: number) => m.admin_reports_unpublished({ title, reports: reportCount(reports) }),
  dismissed: (reports: number) => m.admin_reports_dismissed({ reports: reportCount(reports) }),
  jobGone: m.admin_job_gone,
  notPublished: m.admin_reports_not_published,
  nothingOpen: m.admin_reports_nothing_open,
  empty: m.admin_reports_empty,
} as const;
