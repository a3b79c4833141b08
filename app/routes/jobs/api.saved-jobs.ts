// A resource route (JSON only, read by the Save buttons' script): its loader and action are all there is.
export { action, loader } from "./api.saved-jobs.server.ts";
