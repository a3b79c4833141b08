// What other features may use of the auth feature on the server only: who is signed in.
export { getUser, requireAdmin, requireUser, type AccountKind, type SessionUser } from "./session.server.ts";
export { readSignedInForm } from "./signed-in-form.server.ts";
