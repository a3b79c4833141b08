// What other features may use of the applications feature; its other files are private to it.
export { ApplyArea, ApplyBar, ApplyPanel } from "./apply-panel.tsx";
// For the routes of the candidate's side (app/routes/jobs/job.apply*, app/routes/candidate/applications*).
export { ApplyContent } from "./apply-content.tsx";
export { ApplyForm } from "./apply-form.tsx";
export { submitApplication } from "./apply-client.ts";
export { applyFormTexts, applyPagePath, applySchema, cvChoice, type CvChoice } from "./apply-rules.ts";
export { applyToasts } from "./apply-toasts.ts";
export type { ApplyActionData, ApplyPageData } from "./apply-types.ts";
export { StatusBadge } from "./status-badge.tsx";
export { StatusHistory } from "./status-history.tsx";
export { withdrawal } from "./statuses.ts";
