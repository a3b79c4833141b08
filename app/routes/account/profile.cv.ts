// The signed-in candidate's own CV (profile.cv.server.ts).
export { loader } from "./profile.cv.server.ts";
