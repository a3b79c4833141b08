// The session's reader and guards live in guards.server.ts; this path stays for the files that import it.
export { getUser, requireAdmin, requireUser, type AccountKind, type SessionUser } from "./guards.server.ts";
