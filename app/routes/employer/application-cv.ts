/** The CV sent with an application, for the members of the company it was sent to; 404 for anyone else. */
export { loader } from "./application-cv.server.ts";
