// Sign-out (the action in logout.server.ts; a GET goes home).
export { action, loader } from "./logout.server.ts";
