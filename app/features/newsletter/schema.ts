import { z } from "zod";

/** Spec section 5's wording for an invalid address. */
export const NEWSLETTER_EMAIL_ERROR = "Please enter a valid email address";

export const newsletterSchema = z.object({
  email: z
    .string(NEWSLETTER_EMAIL_ERROR)
    .trim()
    .toLowerCase()
    .max(254, NEWSLETTER_EMAIL_ERROR)
    .pipe(z.email(NEWSLETTER_EMAIL_ERROR)),
});

/** The id of the newsletter block; a form sent without script returns to it. */
export const NEWSLETTER_ANCHOR = "newsletter";

/** The answer of POST /api/newsletter (JSON for scripts and the fetcher form). */
export type NewsletterResult = { ok: true } | { error: string };

/** The toast after a successful subscription. */
export const SUBSCRIBED_TOAST = {
  title: "Subscribed!",
  description: "Thank you! You'll receive our latest career tips and guides.",
} as const;

/** The form's email as a lowercase address, or the error to show under the field. */
export function parseNewsletterForm(form: FormData): { email: string } | { error: string } {
  const value = form.get("email");
  const result = newsletterSchema.safeParse({ email: typeof value === "string" ? value : "" });
  return result.success ? { email: result.data.email } : { error: result.error.issues[0]?.message ?? NEWSLETTER_EMAIL_ERROR };
}

/**
 * Where a form sent without script returns to: a path on this site (never "//host" or a full URL),
 * otherwise the blog.
 */
export function returnPath(value: unknown, fallback = "/blog"): string {
  if (typeof value !== "string" || value.length > 500) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  const hash = value.indexOf("#");
  return hash === -1 ? value : value.slice(0, hash);
}
