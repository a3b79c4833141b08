// Saved jobs for the scripts: the account's, or a visitor's in the device cookie (docs/product.md#saved-jobs).
// A resource route (JSON only): its loader and action are all there is.
export { action, loader } from "./api.saved-jobs.server.ts";
