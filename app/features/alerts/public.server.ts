// What the rest of the app may use of the alerts feature on the server only.
export { runDueDigests, type DigestRun } from "./digest.server.ts";
export {
  alertById,
  alertsForExport,
  changeAlert,
  createAlert,
  confirmAlert,
  deleteAccountAlerts,
  listAlerts,
  readConfirmToken,
  readUnsubscribeToken,
  unsubscribeAlert,
  type AlertRow,
} from "./alerts.server.ts";
