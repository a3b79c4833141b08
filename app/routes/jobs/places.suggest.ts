// A resource route (JSON only): its loader is all there is.
export { loader } from "./places.suggest.server.ts";
