import { z } from "#app/lib/zod.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { ALERT_FREQUENCIES } from "#vocabulary/statuses.ts";

/** The answer of POST /alerts/new to a script (a form sent without one is redirected). */
export interface CreateAlertData {
  result: FormResult;
  /** Set when the alert was saved: the form shows it as a toast. */
  done?: { title: string; description: string };
}

/** Texts of the alert forms and their answers (docs/product.md#job-alerts). */
export const ALERT_TEXTS = {
  frequencyError: "Choose Daily or Weekly",
  emailError: "Please enter a valid email address",
  limit: "You already have 20 job alerts. Delete one on the Job alerts page before you add another.",
  tooMany: "Too many requests. Please wait a minute and try again.",
  savedTitle: "Job alert saved",
  savedText: "We'll e-mail you new jobs for this search.",
  checkTitle: "Check your e-mail",
  checkText: "We sent you a link to confirm your job alert. It starts when you open it.",
  badRequest: "This form could not be read. Please reload the page and try again.",
} as const;

const frequency = z.enum(ALERT_FREQUENCIES, ALERT_TEXTS.frequencyError);

/** Signed in: only the frequency (the owner is the session's user). */
export const signedInAlertSchema = z.object({ frequency });

/** Signed out: the frequency and the address the confirmation link goes to. */
export const signedOutAlertSchema = z.object({
  frequency,
  email: z
    .string(ALERT_TEXTS.emailError)
    .trim()
    .toLowerCase()
    .max(254, ALERT_TEXTS.emailError)
    .pipe(z.email(ALERT_TEXTS.emailError)),
});

/** A change on the /alerts page. */
export const alertChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("pause"), alertId: z.uuid() }),
  z.object({ intent: z.literal("resume"), alertId: z.uuid() }),
  z.object({ intent: z.literal("delete"), alertId: z.uuid() }),
  z.object({ intent: z.literal("frequency"), alertId: z.uuid(), frequency }),
]);
