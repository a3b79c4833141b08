// The newsletter sign-up endpoint (api.newsletter.server.ts).
export { action, loader } from "./api.newsletter.server.ts";
