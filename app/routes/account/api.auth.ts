// Better Auth's endpoints under /api/auth/* (api.auth.server.ts).
export { action, loader } from "./api.auth.server.ts";
