import type { FormResult } from "#app/lib/forms.ts";

/** What the company page's action answers to a request form with mistakes: the messages under its fields. */
export interface VerificationActionData {
  verification: FormResult;
}

/** Whether the company page's answer is the request form's (and not the profile form's). */
export function isVerificationReply(value: unknown): value is VerificationActionData {
  return typeof value === "object" && value !== null && "verification" in value;
}
