import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { account, session, verification } from "#db/schema.ts";
import { hashedKey } from "#app/lib/rate-limit.server.ts";
import { SESSION_COOKIE_PREFIX } from "#app/lib/session-cookie.ts";
import { hashPassword } from "./passwords.server.ts";

/** How long the registering browser is recognised: an unconfirmed account is deleted after 7 days anyway. */
const REGISTRANT_COOKIE_DAYS = 7;
/** The set-password link given at such a confirmation is valid as long as a mailed reset link. */
const SET_PASSWORD_MINUTES = 60;

interface SetCookieContext {
  setCookie(name: string, value: string, options: Record<string, unknown>): unknown;
}

/**
 * Pre-account hijacking (decision 036): anyone can sign up someone else's address with a password of their own
 * and wait for the owner to confirm it. The browser that signed up (or proved the password of the unconfirmed
 * account) gets a cookie bound to the address; a confirmation link opened without it is the address's owner
 * confirming an account whose password they may not have chosen. That confirmation invalidates the password,
 * ends any session and leads to a page where the owner sets their own.
 */
export function createRegistrantCheck(opts: { db: Db; secret: string; secure: boolean }) {
  const { db, secret, secure } = opts;
  const cookieName = (email: string) => `${SESSION_COOKIE_PREFIX}.registrant_${hashedKey(email).slice(0, 12)}`;
  const proof = (email: string) =>
    createHmac("sha256", secret).update(`registrant:${email.trim().toLowerCase()}`).digest("base64url");

  return {
    /** After a sign-up (or a sign-in refused only because the address is unconfirmed): this browser is the registrant's. */
    mark(ctx: SetCookieContext, email: string): void {
      ctx.setCookie(cookieName(email), proof(email), {
        httpOnly: true,
        secure,
        sameSite: "lax",
        path: "/",
        maxAge: REGISTRANT_COOKIE_DAYS * 24 * 60 * 60,
      });
    },

    /** Whether the request comes from the browser that registered `email`. */
    isRegistrant(request: Request | undefined, email: string): boolean {
      const name = `${cookieName(email)}=`;
      const sent = (request?.headers.get("cookie") ?? "")
        .split(";")
        .map((c) => c.trim())
        .find((c) => c.startsWith(name))
        ?.slice(name.length);
      const expected = Buffer.from(proof(email));
      return sent !== undefined && sent.length === expected.length && timingSafeEqual(Buffer.from(sent), expected);
    },

    /**
     * The owner confirmed the address from another browser: the password chosen before (perhaps by someone else)
     * stops working, every session ends, and a one-hour token lets the owner choose theirs. Returns that token.
     */
    async claim(userId: string): Promise<string> {
      const token = randomBytes(24).toString("base64url");
      const unusable = await hashPassword(randomBytes(32).toString("base64url"));
      await db.transaction(async (tx) => {
        await tx
          .update(account)
          .set({ password: unusable, updatedAt: new Date() })
          .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
        await tx.delete(session).where(eq(session.userId, userId));
        await tx.insert(verification).values({
          id: randomBytes(16).toString("hex"),
          identifier: `reset-password:${token}`,
          value: userId,
          expiresAt: new Date(Date.now() + SET_PASSWORD_MINUTES * 60_000),
        });
      });
      return token;
    },
  };
}
