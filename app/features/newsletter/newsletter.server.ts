import { eq, sql } from "drizzle-orm";
import { newsletterSubscriptions } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import { linkMail } from "#app/features/auth/public.server.ts";
import { queueCappedMail, type QueuedMail } from "#app/lib/mail-queue.server.ts";
import { db as defaultDb, services } from "#app/lib/services.server.ts";
import { readSignedLink, signLink, unsubscribeHeaders } from "#app/lib/signed-links.server.ts";
import { currentLocale, m } from "#app/lib/i18n/i18n.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { isLocale, localizePath, type Locale } from "#app/lib/i18n/locale.ts";
import { parseNewsletterForm } from "./schema.ts";

/**
 * Stores a subscription, pending until the link in the confirmation mail is used (double opt-in). The address
 * is unique: subscribing again is a success without a second row; a pending address gets its link again, a
 * confirmed one nothing. The mail is queued in the same transaction as the row, under the per-recipient cap of
 * every mail to an unconfirmed address (queueCappedMail): over it the link is not sent, and the answer is the same.
 * The mails are in the language of the page the address was entered on (kept with the subscription, decision 206).
 */
export async function subscribe(email: string, db: Db = defaultDb()): Promise<{ created: boolean; confirmationSent: boolean }> {
  const address = email.trim().toLowerCase();
  const language = currentLocale();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscriptions)
      .values({ email: address, language })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ id: newsletterSubscriptions.id });
    const [row] = inserted.length
      ? inserted.map((r) => ({ ...r, confirmedAt: null }))
      : await tx
          .select({ id: newsletterSubscriptions.id, confirmedAt: newsletterSubscriptions.confirmedAt })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, address));
    if (!row || row.confirmedAt) return { created: false, confirmationSent: false };
    const { config } = services();
    const token = signLink(services().secret, "newsletter-confirm", String(row.id));
    const mail = withLocale(language, () =>
      linkMail({
        to: address,
        subject: m.account_news_mail_subject(),
        intro: m.account_news_mail_intro(),
        action: m.account_news_mail_action(),
        url: `${config.publicUrl}${localizePath(`/newsletter/confirm/${token}`, language)}`,
        outro: m.account_news_mail_outro(),
      }),
    );
    // Only fixed texts and our link: the address is not proven to be the requester's (decision 032).
    const sent = await queueCappedMail(tx, mail, {
      max: config.RATE_LIMIT_MAIL_MAX,
      windowSeconds: config.RATE_LIMIT_MAIL_WINDOW_SECONDS,
    });
    return { created: inserted.length > 0, confirmationSent: sent };
  });
}

/** Validates the posted form and subscribes: { ok: true } or { error } for the field. */
export async function subscribeFromForm(form: FormData): Promise<{ ok: true } | { ok: false; error: string }> {
  const parsed = parseNewsletterForm(form);
  if ("error" in parsed) return { ok: false, error: parsed.error };
  await subscribe(parsed.email);
  return { ok: true };
}

/** The subscription a newsletter link names, or null (not a valid token of that purpose). */
export function readNewsletterToken(token: string, purpose: "newsletter-confirm" | "newsletter-unsubscribe"): number | null {
  const link = readSignedLink(services().secret, token);
  if (link?.purpose !== purpose || !/^\d{1,10}$/.test(link.subject)) return null;
  return Number(link.subject);
}

export async function newsletterSubscription(id: number, db: Db = defaultDb()) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
  return row ?? null;
}

/** Confirms a pending subscription (the link in the mail was used); false when it no longer exists. */
export async function confirmSubscription(id: number, db: Db = defaultDb(), now = new Date()): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, ${now})` })
    .where(eq(newsletterSubscriptions.id, id))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/** Ends a subscription (one-click unsubscribe): the row is deleted; a second use finds nothing and is fine. */
export async function unsubscribeNewsletter(id: number, db: Db = defaultDb()): Promise<void> {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
}

/**
 * A newsletter issue for one confirmed subscriber, ready for queueMail: the one-click unsubscribe link in the
 * footer of both parts and in the List-Unsubscribe headers (RFC 8058). Every newsletter mail goes through it.
 */
export function newsletterMail(
  subscriber: { id: number; email: string; language?: string },
  issue: { subject: string; text: string; html: string },
): QueuedMail {
  // The footer in the subscriber's language; the issue is written in it by whoever sends it.
  const language: Locale = isLocale(subscriber.language) ? subscriber.language : "en";
  const token = signLink(services().secret, "newsletter-unsubscribe", String(subscriber.id));
  const url = `${services().config.publicUrl}${localizePath(`/unsubscribe/${token}`, language)}`;
  // The one-click POST of mail providers goes to the English address (server/http.ts lets only that one through).
  const oneClick = `${services().config.publicUrl}/unsubscribe/${token}`;
  return withLocale(language, () => ({
    to: subscriber.email,
    subject: issue.subject,
    text: `${issue.text}\n\n${m.account_news_unsubscribe_text()}: ${url}`,
    html: `${issue.html}<p style="font-size:13px;color:#475569"><a href="${url}">${m.account_news_unsubscribe()}</a></p>`,
    headers: unsubscribeHeaders(oneClick),
  }));
}
