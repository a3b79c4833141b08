import { reportCount } from "#app/features/reports/public.ts";

/** The words of the report queue (docs/product.md#job-reports): shared by the page, the action and tests. */
export const reportQueueTexts = {
  unpublished: (title: string, reports: number) =>
    `“${title}” was unpublished and its ${reportCount(reports)} closed. The employer has been told why.`,
  dismissed: (reports: number) => `${reportCount(reports)} dismissed. The job stays as it is.`,
  jobGone: "That job is no longer there.",
  notPublished: "That job is not published any more. Dismiss its reports if nothing else is to be done.",
  nothingOpen: "Those reports were already handled.",
  empty: "No open reports. Reports from job seekers appear here.",
} as const;
