import type { Toast } from "#app/lib/toast.ts";
import type { FieldErrors } from "./schemas.ts";

/** The form intents of /auth and /register. */
export const AUTH_INTENTS = ["login", "register", "resend-verification", "forgot-password"] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

/** What the /auth action answers when it does not redirect (shared by the server and the forms). */
export interface AuthActionData {
  intent: AuthIntent | "unknown";
  ok: boolean;
  toast?: Toast;
  /** Messages under the fields (server-side validation; the client runs the same schemas first). */
  fieldErrors?: FieldErrors;
  /** Values to put back into the form (never the password). */
  values?: Record<string, string>;
  /** Sign-in refused because the address is not verified yet: offer to resend the link to it. */
  unverifiedEmail?: string;
  /** The tab to show next (after a successful registration: Login). */
  tab?: "login" | "register";
  /** A reset link was requested: show the neutral confirmation instead of the form. */
  resetRequested?: boolean;
}

/** What the /reset-password action answers when it does not redirect. */
export interface ResetActionData {
  toast?: Toast;
  fieldErrors?: FieldErrors;
  invalidToken?: boolean;
}
