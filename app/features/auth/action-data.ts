import type { FormResult } from "#app/lib/forms.ts";
import type { Toast } from "#app/lib/toast.ts";

/** The form intents of /auth and /register. */
export const AUTH_INTENTS = ["login", "register", "resend-verification", "forgot-password"] as const;
/** The intent of the employer sign-up form (/employers/register). */
export const EMPLOYER_REGISTER_INTENT = "employer-register";
export type AuthIntent = (typeof AUTH_INTENTS)[number];

/** What the /auth action answers when it does not redirect (shared by the server and the forms). */
export interface AuthActionData {
  intent: AuthIntent | typeof EMPLOYER_REGISTER_INTENT | "unknown";
  ok: boolean;
  toast?: Toast;
  /** Conform's reply for the submitting form: messages under the fields, entered values (never the password). */
  result?: FormResult;
  /** The address the Login form starts with next (after a registration or a resent link). */
  email?: string;
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
  result?: FormResult;
  invalidToken?: boolean;
}
