// What other features and routes may use of the saved-jobs feature on the server only.
export {
  accountSavedJobs,
  changeSaved,
  importDeviceSaves,
  publicJobsByIds,
  savedState,
  type SavedState,
} from "./saved-page.server.ts";
export {
  listSavedJobIds,
  listSavedJobs,
  MERGE_LIMIT,
  mergeSavedJobs,
  savedJobsForExport,
  type SavedJobListItem,
} from "./saved-jobs.server.ts";
export { deviceSavesFrom } from "./device-saves.ts";
