/**
 * The rules of "Report this job" (docs/product.md#job-reports): the reasons a visitor can choose, the length of
 * the details, the words of the notice and the messages, shared by the page, the action, the admin queue and tests.
 * Without Zod: every job page shows the notice, and the form's schema (report-schema.ts) would bring Zod along.
 */
import { REPORT_REASONS as REASONS, type ReportReason } from "#vocabulary/statuses.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";

export type { ReportReason };

const REASON_LABELS: Record<ReportReason, () => string> = {
  asks_for_money: m.jobs_report_reason_money,
  fake_company: m.jobs_report_reason_fake,
  misleading: m.jobs_report_reason_misleading,
  discrimination: m.jobs_report_reason_discrimination,
  other: m.jobs_report_reason_other,
};

/** The reasons in the form's order (the database's list, vocabulary/statuses.ts), with their labels. */
export const REPORT_REASONS = REASONS.map((value) => ({ value, label: REASON_LABELS[value] }));

export const REPORT_DETAILS_MAX = 1000;

/** A visitor may send this many reports per window (per client, signed in or not). */
export const REPORTS_PER_WINDOW = 5;
export const REPORT_WINDOW_SECONDS = 60 * 60;

/** The texts, as message functions: each is read in the page's (or the request's) language when called. */
export const reportTexts = {
  notice: m.jobs_report_notice,
  guideLink: m.jobs_report_guide_link,
  report: m.jobs_report_link,
  title: m.jobs_report_title,
  intro: m.jobs_report_intro,
  reasonRequired: m.jobs_report_reason_required,
  detailsTooLong: () => m.jobs_report_details_too_long({ max: formatNumber(REPORT_DETAILS_MAX) }),
  submit: m.jobs_report_submit,
  rateLimited: m.jobs_report_rate_limited,
  thanks: {
    title: m.jobs_report_thanks_title,
    description: m.jobs_report_thanks_text,
  },
} as const;

export const REASON_VALUES = REASONS;

export function reasonLabel(value: string): string {
  return REPORT_REASONS.find((r) => r.value === value)?.label() ?? value;
}

export { reportPagePath, SCAM_GUIDE_PATH } from "./report-paths.ts";

/** "3 reports" / "1 report" ("3 Meldungen" on a German page): the queue's count per job. */
export const reportCount = (n: number) =>
  n === 1 ? m.admin_report_count_one({ count: "1" }) : m.admin_report_count_other({ count: formatNumber(n) });
