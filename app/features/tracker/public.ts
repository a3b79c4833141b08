// What the tracker page (/account/tracker) composes: the steps, the rules over progress, the step cards.
export { StepCard, ChecklistItemForm, AuthorityList } from "./tracker-step.tsx";
export {
  nextStep,
  progressCount,
  progressOf,
  type NextStep,
  type Progress,
  type StepProgress,
  type TrackerPageData,
} from "./progress.ts";
export { ARRIVAL_CHECKLIST, TRACKER_STEPS } from "./steps.ts";
export { TRACKER_NOTE_MAX, trackerMessages, type TrackerActionData, type TrackerErrors } from "./tracker-schema.ts";
