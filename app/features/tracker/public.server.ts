// What routes use of the tracker on the server: the account's and this device's progress, saving a step, moving
// this device's progress into the account at sign-in, a step's document, account deletion and the data export.
export {
  accountProgress,
  moveDeviceProgress,
  removeStepDocument,
  replaceStepDocument,
  saveAccountStep,
  saveDeviceStep,
  stepDocumentResponse,
  trackerFileKeys,
  trackerForExport,
} from "./tracker.server.ts";
export { deviceProgressFrom, DEVICE_TRACKER_COOKIE } from "./progress.ts";
export { isDocumentIntent, parseDocumentForm, parseTrackerForm, trackerDocumentTexts } from "./tracker-schema.ts";
