import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { verifyJWT } from "better-auth/crypto";
import type { Db } from "#db/client.ts";
import { user, verification } from "#db/schema.ts";
import { SESSION_COOKIE_PREFIX } from "#app/lib/session-cookie.ts";

/** How long the registering browser is recognised: an unconfirmed account is deleted after 7 days anyway. */
const REGISTRANT_COOKIE_DAYS = 7;
/** The one-time token that lets the confirmation page set the password (Better Auth's reset token). */
const SET_PASSWORD_MINUTES = 10;

interface SetCookieContext {
  setCookie(name: string, value: string, options: Record<string, unknown>): unknown;
}

/**
 * Pre-account hijacking (decision 036): anyone can sign up someone else's address with a password of their own and
 * wait for the owner to confirm it. The browser in which an account was created (or which proved the password of
 * the unconfirmed account) gets a cookie bound to that account; a confirmation link opened without it confirms
 * nothing by itself: it leads to a page where the address's owner chooses the password, and only that form, sent
 * by a person, confirms the address and replaces the password chosen before. A mail scanner that opens every link
 * changes nothing.
 */
export function createRegistrantCheck(opts: { secret: string; secure: boolean }) {
  const { secret, secure } = opts;
  const keyed = (text: string) => createHmac("sha256", secret).update(text).digest("base64url");
  // The name says which address (keyed: a cookie jar does not reveal addresses); the value proves which account.
  const cookieName = (email: string) => `${SESSION_COOKIE_PREFIX}.registrant_${keyed(`name:${normal(email)}`).slice(0, 16)}`;
  const proof = (userId: string) => keyed(`registrant:${userId}`);

  return {
    /** The account `userId` of `email` was created (or its password proven) in this browser. */
    mark(ctx: SetCookieContext, email: string, userId: string): void {
      ctx.setCookie(cookieName(email), proof(userId), {
        httpOnly: true,
        secure,
        sameSite: "lax",
        path: "/",
        maxAge: REGISTRANT_COOKIE_DAYS * 24 * 60 * 60,
      });
    },

    /** Whether the request comes from the browser in which the account `userId` of `email` was created. */
    isRegistrant(request: Request | undefined, email: string, userId: string): boolean {
      const name = `${cookieName(email)}=`;
      const sent = (request?.headers.get("cookie") ?? "")
        .split(";")
        .map((c) => c.trim())
        .find((c) => c.startsWith(name))
        ?.slice(name.length);
      const expected = Buffer.from(proof(userId));
      return sent !== undefined && sent.length === expected.length && timingSafeEqual(Buffer.from(sent), expected);
    },
  };
}

function normal(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The account a confirmation link (Better Auth's signed token) names, while its address is still unconfirmed: the
 * confirmation page may then set its password. Null for a forged, expired or used link.
 */
export async function unconfirmedAccountOfLink(db: Db, secret: string, token: string): Promise<{ id: string } | null> {
  const payload = await verifyJWT<{ email?: unknown; updateTo?: unknown }>(token, secret);
  if (typeof payload?.email !== "string" || payload.updateTo !== undefined) return null;
  const [row] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, normal(payload.email)));
  return row && !row.emailVerified ? { id: row.id } : null;
}

/** A short-lived reset token for `userId`, for Better Auth's own /reset-password to set the chosen password. */
export async function issueSetPasswordToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.insert(verification).values({
    id: randomBytes(16).toString("hex"),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + SET_PASSWORD_MINUTES * 60_000),
  });
  return token;
}

/** Removes a set-password token that was not used (the chosen password was refused). */
export async function dropSetPasswordToken(db: Db, token: string): Promise<void> {
  await db.delete(verification).where(eq(verification.identifier, `reset-password:${token}`));
}

/** The address is confirmed: the confirmation page set the password, proven by the mailed link. */
export async function markConfirmed(db: Db, userId: string): Promise<void> {
  await db.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, userId));
}
