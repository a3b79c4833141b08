// What other features may use of the saved-jobs feature; its other files are private to it.
export { SaveJobButton } from "./save-job-button.tsx";
export { saveFailedToast, savedToasts } from "./saved-toasts.ts";
export { useSavedJobs, SAVED_PATH } from "./use-saved-jobs.ts";
export { DEVICE_SAVES_LIMIT } from "./device-saves.ts";
