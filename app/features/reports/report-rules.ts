/**
 * The rules of "Report this job" (docs/product.md#job-reports): the reasons a visitor can choose, the length of
 * the details, the words of the notice and the messages, shared by the page, the action, the admin queue and tests.
 * Without Zod: every job page shows the notice, and the form's schema (report-schema.ts) would bring Zod along.
 */
import { REPORT_REASONS as REASONS, type ReportReason } from "#vocabulary/statuses.ts";

export type { ReportReason };

const REASON_LABELS: Record<ReportReason, string> = {
  asks_for_money: "Asks for money",
  fake_company: "Fake company",
  misleading: "Misleading details",
  discrimination: "Discrimination",
  other: "Other",
};

/** The reasons in the form's order (the database's list, vocabulary/statuses.ts), with their labels. */
export const REPORT_REASONS = REASONS.map((value) => ({ value, label: REASON_LABELS[value] }));

export const REPORT_DETAILS_MAX = 1000;

/** A visitor may send this many reports per window (per client, signed in or not). */
export const REPORTS_PER_WINDOW = 5;
export const REPORT_WINDOW_SECONDS = 60 * 60;

export const reportTexts = {
  notice: "PearlBridge Jobs never charges job seekers a fee. If anyone asks you for money for this job, report it.",
  guideLink: "How to spot a recruitment scam",
  report: "Report this job",
  title: "Report this job",
  intro:
    "Tell us what is wrong with this job. The PearlBridge Jobs team reads every report; your name is not shown to the employer.",
  reasonRequired: "Please choose what is wrong with this job.",
  detailsTooLong: `The details can have at most ${REPORT_DETAILS_MAX.toLocaleString("en")} characters.`,
  submit: "Send report",
  rateLimited: "You have sent many reports in a short time. Please try again later.",
  thanks: {
    title: "Thank you for your report",
    description: "The PearlBridge Jobs team will look at this job. If someone asked you for money, do not pay.",
  },
} as const;

export const REASON_VALUES = REASONS;

export function reasonLabel(value: string): string {
  return REPORT_REASONS.find((r) => r.value === value)?.label ?? value;
}

export const reportPagePath = (jobId: string) => `/job/${encodeURIComponent(jobId)}/report`;
export const SCAM_GUIDE_PATH = "/resources/recruitment-scams";

/** "3 reports" / "1 report": the queue's count per job. */
export const reportCount = (n: number) => (n === 1 ? "1 report" : `${n.toLocaleString("en")} reports`);
