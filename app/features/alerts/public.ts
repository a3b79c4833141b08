// What other features and routes may use of the alerts feature; its other files are private to it.
export { JobAlertForm } from "./alert-form.tsx";
export { AlertsPage } from "./alerts-page.tsx";
export { EmailLinkPage } from "./link-page.tsx";
export { NewAlertPage } from "./new-alert-page.tsx";
