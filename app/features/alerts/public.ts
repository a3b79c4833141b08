// What other features and routes may use of the alerts feature; its other files are private to it.
export { JobAlertForm } from "./alert-form.tsx";
export { EmailLinkPage } from "./link-page.tsx";
// For the routes of the candidate's alerts (app/routes/candidate/alerts*): the criteria, forms and labels.
export { alertFilters, alertQuery, alertSummary } from "./criteria.ts";
export { ALERT_TEXTS, alertChangeSchema, signedInAlertSchema, signedOutAlertSchema, type CreateAlertData } from "./schema.ts";
export { FREQUENCY_LABELS, STATUS_LABELS as ALERT_STATUS_LABELS } from "./alert-fields.tsx";
