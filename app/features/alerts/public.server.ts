// What the rest of the app may use of the alerts feature on the server only.
export { runDueDigests, type DigestRun } from "./digest.server.ts";
export { createAlertAction, manageAlertsAction } from "./alert-actions.server.ts";
export {
  alertById,
  alertsForExport,
  confirmAlert,
  deleteAccountAlerts,
  listAlerts,
  readConfirmToken,
  readUnsubscribeToken,
  unsubscribeAlert,
} from "./alerts.server.ts";
