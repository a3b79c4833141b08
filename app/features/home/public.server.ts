// What routes may use of the home feature on the server only.
export { homeStats } from "./stats.server.ts";
