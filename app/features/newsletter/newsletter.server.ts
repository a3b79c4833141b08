import { newsletterSubscriptions } from "#db/schema.ts";
import { db } from "#app/lib/services.server.ts";
import { parseNewsletterForm } from "./schema.ts";

/**
 * Stores a subscription. The address is unique: subscribing again is a success without a second row.
 * Returns whether the address was new.
 */
export async function subscribe(email: string): Promise<{ created: boolean }> {
  const rows = await db()
    .insert(newsletterSubscriptions)
    .values({ email: email.trim().toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return { created: rows.length > 0 };
}

/** Validates the posted form and subscribes: { ok: true } or { error } for the field. */
export async function subscribeFromForm(form: FormData): Promise<{ ok: true } | { ok: false; error: string }> {
  const parsed = parseNewsletterForm(form);
  if ("error" in parsed) return { ok: false, error: parsed.error };
  await subscribe(parsed.email);
  return { ok: true };
}
