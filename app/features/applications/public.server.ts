// What routes and other features may use of the applications feature on the server only (the candidate's side).
export {
  applicationState,
  applyForJob,
  hasApplied,
  listApplications,
  type ApplicationContent,
  type ApplicationListItem,
} from "./applications.server.ts";
export { applicationIdFrom, withdrawApplication } from "./pipeline.server.ts";
