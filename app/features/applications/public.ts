// What other features may use of the applications feature; its other files are private to it.
export { ApplyArea, ApplyBar, ApplyPanel } from "./apply-panel.tsx";
// The employer side: the applicant pipeline's statuses, notes and CSV file, and the cards' small components.
export {
  applicantsCsv,
  applicantsFilename,
  csvSeparatorFor,
  csvSeparatorParam,
  type ApplicantCsvRow,
  type CsvSeparator,
} from "./applicants-csv.ts";
export { EMPLOYER_NOTE_MAX, employerNoteInput, employerNoteSchema, noteMessages } from "./employer-note.ts";
export { StatusBadge } from "./status-badge.tsx";
export { StatusHistory } from "./status-history.tsx";
export {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  applicationStatusLabel,
  EMPLOYER_STATUSES,
  isApplicationStatus,
  STATUS_MESSAGE_MAX,
  statusChangeSchema,
  statusMessageInput,
  statusMessages,
  type ApplicationStatus,
} from "./statuses.ts";
// For the routes of the candidate's side (app/routes/jobs/job.apply*, app/routes/candidate/applications*).
export { ApplyContent } from "./apply-content.tsx";
export { ApplyForm } from "./apply-form.tsx";
export { submitApplication } from "./apply-client.ts";
export { applyFormTexts, applyPagePath, COVER_NOTE_MAX, cvChoice, type CvChoice } from "./apply-rules.ts";
export { applySchema } from "./apply-schema.ts";
export { applyToasts } from "./apply-toasts.ts";
export type { ApplyActionData, ApplyPageData } from "./apply-types.ts";
export { withdrawal } from "./statuses.ts";
