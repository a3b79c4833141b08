// What other features may use of the saved-jobs feature; its other files are private to it.
export { SaveJobButton, savedToasts } from "./save-job-button.tsx";
export { useSavedJobs } from "./use-saved-jobs.ts";
