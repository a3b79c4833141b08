// What other features and routes may use of the saved-jobs feature on the server only.
export { savedState, savedPageLoader, savedPageAction, type SavedPageData, type SavedState } from "./saved-page.server.ts";
export { savedJobsForExport } from "./saved-jobs.server.ts";
