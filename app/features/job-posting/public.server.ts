// What routes and other features may use of the job-posting feature on the server: a company's jobs and their changes.
export {
  closeJob,
  companyJob,
  companyJobs,
  createDraft,
  duplicateJob,
  extendJob,
  reopenJob,
  submitJob,
  updateJob,
  type StoredJob,
} from "./posting.server.ts";
export { lookUpJobPlace, placeSuggestions, type PlaceLookup } from "./places.server.ts";
