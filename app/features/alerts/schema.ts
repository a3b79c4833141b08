import { z } from "#app/lib/zod.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { ALERT_FREQUENCIES } from "#vocabulary/statuses.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** The answer of POST /alerts/new to a script (a form sent without one is redirected). */
export interface CreateAlertData {
  result: FormResult;
  /** Set when the alert was saved: the form shows it as a toast. */
  done?: { title: string; description: string };
}

/** Texts of the alert forms and their answers (docs/product.md#job-alerts). */
export const ALERT_TEXTS = {
  frequencyError: m.account_alert_frequency_error,
  emailError: m.account_val_email,
  limit: m.account_alert_limit,
  tooMany: m.account_alert_too_many,
  savedTitle: m.account_alert_saved_title,
  savedText: m.account_alert_saved_text,
  checkTitle: m.account_alert_check_title,
  checkText: m.account_alert_check_text,
  badRequest: m.account_alert_bad_request,
} as const;

const frequency = z.enum(ALERT_FREQUENCIES, { error: ALERT_TEXTS.frequencyError });

/** Signed in: only the frequency (the owner is the session's user). */
export const signedInAlertSchema = z.object({ frequency });

/** Signed out: the frequency and the address the confirmation link goes to. */
export const signedOutAlertSchema = z.object({
  frequency,
  email: z
    .string({ error: ALERT_TEXTS.emailError })
    .trim()
    .toLowerCase()
    .max(254, { error: ALERT_TEXTS.emailError })
    .pipe(z.email({ error: ALERT_TEXTS.emailError })),
});

/** A change on the /alerts page. */
export const alertChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("pause"), alertId: z.uuid() }),
  z.object({ intent: z.literal("resume"), alertId: z.uuid() }),
  z.object({ intent: z.literal("delete"), alertId: z.uuid() }),
  z.object({ intent: z.literal("frequency"), alertId: z.uuid(), frequency }),
]);
