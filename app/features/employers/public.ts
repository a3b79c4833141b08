// What routes may use of the employers feature's components.
export { EmployerErrorBoundary } from "./employer-refusal.tsx";
export { EmployerShell } from "./employer-shell.tsx";
