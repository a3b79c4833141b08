// What routes use of the tracker on the server: the account's and this device's progress, saving a step, moving
// this device's progress into the account at sign-in, and the data export.
export { accountProgress, moveDeviceProgress, saveAccountStep, saveDeviceStep, trackerForExport } from "./tracker.server.ts";
export { deviceProgressFrom, DEVICE_TRACKER_COOKIE } from "./progress.ts";
export { parseTrackerForm } from "./tracker-schema.ts";
