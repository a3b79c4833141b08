import { createContext } from "react-router";

/**
 * The per-request CSP nonce made by the Express server (server/http.ts), handed to the document render
 * (entry.server.tsx) through React Router's request context. Null where no Express server made one.
 */
export const nonceContext = createContext<string | null>(null);
