// What other features may use of the applications feature; its other files are private to it.
export { ApplyArea, ApplyBar, ApplyPanel } from "./apply-panel.tsx";
