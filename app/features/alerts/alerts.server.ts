import { randomUUID } from "node:crypto";
import { and, count, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import { jobAlerts } from "#db/schema.ts";
import type { Db } from "#db/client.ts";
import { linkMail } from "#app/features/auth/public.server.ts";
import { queueCappedMail } from "#app/lib/mail-queue.server.ts";
import { services } from "#app/lib/services.server.ts";
import { currentLocale, m } from "#app/lib/i18n/i18n.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { localizePath } from "#app/lib/i18n/locale.ts";
import { readSignedLink, signLink } from "#app/lib/signed-links.server.ts";
import type { AlertStatus } from "#vocabulary/statuses.ts";
import { alertSummary, filtersOfQuery } from "./criteria.ts";
import type { Frequency } from "./periods.ts";

/** At most this many alerts per person (an account, or an e-mail address signed out), pending ones included. */
export const MAX_ALERTS = 20;
/** A signed-out alert whose confirmation link was not used within this time is deleted. */
export const PENDING_DAYS = 7;

export type { AlertStatus };
export type AlertOwner = { userId: string; email: string } | { email: string };

export interface AlertRow {
  id: string;
  query: string;
  summary: string;
  frequency: Frequency;
  status: AlertStatus;
  createdAt: string;
  lastSentAt: string | null;
}

export type CreateResult = { ok: true; id: string; created: boolean; confirmation: boolean } | { ok: false; code: "LIMIT" };

/** The alerts a signed-in person owns: their account's, and those confirmed with their address while signed out. */
function ownedBy(user: { id: string; email: string }): SQL {
  return or(eq(jobAlerts.userId, user.id), eq(jobAlerts.email, user.email.toLowerCase()))!;
}

function ownerKey(owner: AlertOwner): string {
  return "userId" in owner ? `user:${owner.userId}` : `email:${owner.email.toLowerCase()}`;
}

/** The confirmation link's token: the alert and the frequency asked for (confirming sets it). */
export function confirmToken(alertId: string, frequency: Frequency): string {
  return signLink(services().secret, "alert-confirm", `${alertId}:${frequency}`);
}

export function unsubscribeToken(alertId: string): string {
  return signLink(services().secret, "alert-unsubscribe", alertId);
}

/**
 * Saves a search as an alert. An account's alert is active at once (saving the same search again changes its
 * frequency). Signed out, the alert waits for its confirmation link, mailed in the same transaction; asking
 * again for a search that address already has mails a new link, which sets the frequency when it is used, so
 * nobody can change another person's alert by typing their address. That mail is under the per-recipient cap of
 * every mail to an unconfirmed address (queueCappedMail): over it no link is sent, and the answer is the same.
 */
export async function createAlert(
  db: Db,
  input: { owner: AlertOwner; query: string; frequency: Frequency; now?: Date },
): Promise<CreateResult> {
  const { owner, query, frequency } = input;
  const now = input.now ?? new Date();
  const signedIn = "userId" in owner;
  // A visitor's alert is mailed in the language of the page it was made on (an account's, in the account's).
  const language = currentLocale();
  return db.transaction(async (tx) => {
    // One owner's alerts are created one at a time, so that two requests cannot both take the 20th place.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`job-alerts:${ownerKey(owner)}`}))`);
    const ownerColumn = signedIn ? eq(jobAlerts.userId, owner.userId) : eq(jobAlerts.email, owner.email.toLowerCase());
    const [existing] = await tx
      .select({ id: jobAlerts.id, status: jobAlerts.status })
      .from(jobAlerts)
      .where(and(ownerColumn, eq(jobAlerts.query, query)));
    let id = existing?.id;
    if (!existing) {
      const [counted] = await tx.select({ n: count() }).from(jobAlerts).where(ownerColumn);
      if ((counted?.n ?? 0) >= MAX_ALERTS) return { ok: false as const, code: "LIMIT" as const };
      id = randomUUID();
      await tx.insert(jobAlerts).values({
        id,
        userId: signedIn ? owner.userId : null,
        email: signedIn ? null : owner.email.toLowerCase(),
        query,
        frequency,
        status: signedIn ? "active" : "pending",
        createdAt: now,
        confirmedAt: signedIn ? now : null,
        language,
      });
    } else if (signedIn) {
      await tx.update(jobAlerts).set({ frequency }).where(eq(jobAlerts.id, existing.id));
    }
    if (!id) throw new Error("unreachable");
    if (!signedIn) {
      const { config } = services();
      // Whoever typed the address chose the search (its keyword is free text): the mail to an address not yet
      // confirmed carries only our fixed texts and link; the confirmation page shows the search (decision 032).
      const path = localizePath(`/alerts/confirm/${confirmToken(id, frequency)}`, language);
      const mail = withLocale(language, () =>
        linkMail({
          to: owner.email,
          subject: m.account_alert_mail_subject(),
          intro: frequency === "daily" ? m.account_alert_mail_intro_daily() : m.account_alert_mail_intro_weekly(),
          action: m.account_alert_mail_action(),
          url: `${config.publicUrl}${path}`,
          outro: m.account_alert_mail_outro(),
        }),
      );
      await queueCappedMail(tx, mail, { max: config.RATE_LIMIT_MAIL_MAX, windowSeconds: config.RATE_LIMIT_MAIL_WINDOW_SECONDS });
    }
    return { ok: true as const, id, created: !existing, confirmation: !signedIn };
  });
}

/** What a confirmation token names, or null (not one of ours, or not a confirmation). */
export function readConfirmToken(token: string): { alertId: string; frequency: Frequency } | null {
  const link = readSignedLink(services().secret, token);
  if (link?.purpose !== "alert-confirm") return null;
  const [alertId, frequency] = link.subject.split(":");
  if (!alertId || (frequency !== "daily" && frequency !== "weekly")) return null;
  return { alertId, frequency };
}

/** An alert in words, by id (the confirmation and unsubscribe pages). */
export async function alertById(db: Db, id: string): Promise<{ id: string; summary: string; status: AlertStatus } | null> {
  const [row] = await db
    .select({ id: jobAlerts.id, query: jobAlerts.query, status: jobAlerts.status })
    .from(jobAlerts)
    .where(eq(jobAlerts.id, id));
  return row ? { id: row.id, summary: alertSummary(filtersOfQuery(row.query)), status: row.status as AlertStatus } : null;
}

/** Starts the alert (the confirmation link was used): active with the frequency of the link. Null when it is gone. */
export async function confirmAlert(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ summary: string; frequency: Frequency } | null> {
  const link = readConfirmToken(token);
  if (!link) return null;
  const [row] = await db
    .update(jobAlerts)
    .set({ status: "active", frequency: link.frequency, confirmedAt: sql`coalesce(${jobAlerts.confirmedAt}, ${now})` })
    .where(eq(jobAlerts.id, link.alertId))
    .returning({ query: jobAlerts.query });
  return row ? { summary: alertSummary(filtersOfQuery(row.query)), frequency: link.frequency } : null;
}

/** The alert an unsubscribe token names (null: not a valid token). */
export function readUnsubscribeToken(token: string): string | null {
  const link = readSignedLink(services().secret, token);
  return link?.purpose === "alert-unsubscribe" ? link.subject : null;
}

/** Deletes the alert (one-click unsubscribe). Using the link again is fine: the alert is simply gone. */
export async function unsubscribeAlert(db: Db, alertId: string): Promise<void> {
  await db.delete(jobAlerts).where(eq(jobAlerts.id, alertId));
}

/** A signed-in person's alerts, newest first. */
export async function listAlerts(db: Db, user: { id: string; email: string }): Promise<AlertRow[]> {
  const rows = await db.select().from(jobAlerts).where(ownedBy(user)).orderBy(desc(jobAlerts.createdAt), jobAlerts.id);
  return rows.map((r) => ({
    id: r.id,
    query: r.query,
    summary: alertSummary(filtersOfQuery(r.query)),
    frequency: r.frequency as Frequency,
    status: r.status as AlertStatus,
    createdAt: r.createdAt.toISOString(),
    lastSentAt: r.lastSentAt?.toISOString() ?? null,
  }));
}

/**
 * An account's alerts for "Download my data": those of the account and those made signed out with its address,
 * confirmed or still waiting for confirmation (the ones /alerts lists), oldest first.
 */
export async function alertsForExport(db: Db, user: { id: string; email: string }) {
  const rows = await db.select().from(jobAlerts).where(ownedBy(user)).orderBy(jobAlerts.createdAt, jobAlerts.id);
  return rows.map((r) => ({
    id: r.id,
    summary: alertSummary(filtersOfQuery(r.query)),
    search: r.query,
    frequency: r.frequency as Frequency,
    status: r.status as AlertStatus,
    /** Made while signed out, with the account's address (its owner then was the address, not the account). */
    createdSignedOut: r.userId === null,
    createdAt: r.createdAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    lastSentAt: r.lastSentAt?.toISOString() ?? null,
  }));
}

/**
 * Deletes an account's alerts (the account is being deleted): the account's own and every alert of its address,
 * pending ones included. A pending alert names the address and would otherwise stay up to PENDING_DAYS, and its
 * link could still start mails to someone who just asked us to forget them.
 */
export async function deleteAccountAlerts(db: Pick<Db, "delete">, user: { id: string; email: string }): Promise<number> {
  const rows = await db.delete(jobAlerts).where(ownedBy(user)).returning({ id: jobAlerts.id });
  return rows.length;
}

export type AlertChange = { intent: "pause" | "resume" | "delete" } | { intent: "frequency"; frequency: Frequency };

/**
 * Changes one of the person's own alerts; false when they own no alert with that id (another person's alert is
 * not found either). Resuming a paused alert starts its next digest from now, not from before the pause.
 */
export async function changeAlert(
  db: Db,
  user: { id: string; email: string },
  id: string,
  change: AlertChange,
  now = new Date(),
) {
  const mine = and(eq(jobAlerts.id, id), ownedBy(user));
  if (change.intent === "delete") {
    return (await db.delete(jobAlerts).where(mine).returning({ id: jobAlerts.id })).length > 0;
  }
  const set =
    change.intent === "frequency"
      ? { frequency: change.frequency }
      : change.intent === "pause"
        ? { status: "paused" }
        : { status: "active", lastDigestAt: now, confirmedAt: sql`coalesce(${jobAlerts.confirmedAt}, ${now})` };
  // A pending alert (not confirmed yet) can only be deleted: confirming is for the address's owner.
  const where = change.intent === "frequency" ? mine : and(mine, sql`${jobAlerts.status} <> 'pending'`);
  return (await db.update(jobAlerts).set(set).where(where).returning({ id: jobAlerts.id })).length > 0;
}

/** Deletes signed-out alerts never confirmed (their link was not used within PENDING_DAYS). */
export async function deleteStalePendingAlerts(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PENDING_DAYS * 86_400_000);
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.status, "pending"), lt(jobAlerts.createdAt, before)))
    .returning({ id: jobAlerts.id });
  return rows.length;
}
