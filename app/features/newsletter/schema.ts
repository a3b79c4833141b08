import { z } from "#app/lib/zod.ts";
import { parseForm } from "#app/lib/forms.ts";
import type { Toast } from "#app/lib/toast.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** The wording for an invalid address, the same as the account forms' (docs/product.md#validation-messages). */
export const NEWSLETTER_EMAIL_ERROR = m.account_val_email;

export const newsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_EMAIL_ERROR })
    .trim()
    .toLowerCase()
    .max(254, { error: NEWSLETTER_EMAIL_ERROR })
    .pipe(z.email({ error: NEWSLETTER_EMAIL_ERROR })),
});

/** The id of the newsletter block; a form sent without script returns to it. */
export const NEWSLETTER_ANCHOR = "newsletter";

/** The answer of POST /api/newsletter (JSON for scripts and the fetcher form). */
export type NewsletterResult = { ok: true } | { error: string };

/** The toast after the form was sent: the subscription starts with the link in the confirmation mail. */
export const subscribedToast = (): Toast => ({ title: m.account_news_check_title(), description: m.account_news_check_text() });

/** The form's email as a lowercase address, or the error to show under the field. */
export function parseNewsletterForm(form: FormData): { email: string } | { error: string } {
  const submission = parseForm(form, newsletterSchema);
  if (submission.status === "success") return { email: submission.value.email };
  return { error: submission.error?.email?.[0] ?? NEWSLETTER_EMAIL_ERROR() };
}
