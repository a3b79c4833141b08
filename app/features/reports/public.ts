// What other features and routes may use of the reports feature: the no-fee notice, the report rules and form.
export { ScamNotice } from "./scam-notice.tsx";
export {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_WINDOW_SECONDS,
  REPORTS_PER_WINDOW,
  reasonLabel,
  reportCount,
  reportTexts,
  SCAM_GUIDE_PATH,
} from "./report-rules.ts";
export { reportSchema } from "./report-schema.ts";
