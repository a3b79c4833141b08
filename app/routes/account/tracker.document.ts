// The signed-in person's own document on a tracker step (tracker.document.server.ts).
export { loader } from "./tracker.document.server.ts";
