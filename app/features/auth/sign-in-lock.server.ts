import { createHmac, randomBytes } from "node:crypto";
import { APIError } from "better-auth/api";
import type { Db } from "#db/client.ts";
import type { Config } from "#app/lib/config.server.ts";
import { consumeRateLimit, hashedKey, isRateLimited, resetRateLimit } from "#app/lib/rate-limit.server.ts";
import { SESSION_COOKIE_PREFIX } from "#app/lib/session-cookie.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/** A client that signed in to an account keeps its device cookie this long. */
const DEVICE_COOKIE_DAYS = 180;

export const signInLockTexts = {
  locked: m.account_sign_in_locked,
} as const;

/** The cookie methods of a Better Auth hook's context (better-call's). */
interface CookieContext {
  getSignedCookie(name: string, secret: string): Promise<string | false | null>;
  setSignedCookie(name: string, value: string, secret: string, options: Record<string, unknown>): Promise<string>;
}

/**
 * The per-account sign-in lock (decision 030), after OWASP's device cookies. Failed sign-ins to one account are
 * counted from any address; past the limit, clients that have never signed in to it are refused until the window
 * ends, so guessing from many addresses stops. A client that signed in to the account before carries a signed
 * cookie for it and is not locked out by strangers: its own failures have a counter of their own. A successful
 * password reset lifts the lock, so the owner is never kept out for long.
 */
export function createSignInLock(opts: { db: Db; config: Config; secret: string }) {
  const { db, config, secret } = opts;
  const max = config.RATE_LIMIT_ACCOUNT_SIGN_IN_MAX;
  const window = config.RATE_LIMIT_ACCOUNT_SIGN_IN_WINDOW_SECONDS;
  // Keyed with our secret: neither the cookie's name nor its value tells which address it is for.
  const account = (email: string) =>
    createHmac("sha256", secret).update(`device:${email.trim().toLowerCase()}`).digest("base64url").slice(0, 22);
  const accountKey = (email: string) => `sign-in-failed:${hashedKey(email)}`;
  const deviceKey = (device: string) => `sign-in-failed-device:${device}`;
  // One cookie per account (a shared phone), named by the address's hash and bound to it by its signed value.
  const cookieName = (email: string) => `${SESSION_COOKIE_PREFIX}.device_${account(email).slice(0, 16)}`;

  /** The device id of this client's valid cookie for the account, or null. */
  async function trustedDevice(ctx: CookieContext, email: string): Promise<string | null> {
    const value = await ctx.getSignedCookie(cookieName(email), secret);
    if (!value) return null;
    const [owner, device] = value.split(".");
    return owner === account(email) && device ? device : null;
  }

  return {
    /** Before a sign-in: throws 429 for a client that the account's (or its own device's) failures lock out. */
    async check(ctx: CookieContext, email: string): Promise<void> {
      const device = await trustedDevice(ctx, email);
      const key = device ? deviceKey(device) : accountKey(email);
      if (await isRateLimited(db, key, max, window)) {
        throw new APIError("TOO_MANY_REQUESTS", { message: signInLockTexts.locked() });
      }
    },
    /** After a wrong password: counts for the account, and for the device if it is a known one. */
    async failed(ctx: CookieContext, email: string): Promise<void> {
      await consumeRateLimit(db, accountKey(email), max, window);
      const device = await trustedDevice(ctx, email);
      if (device) await consumeRateLimit(db, deviceKey(device), max, window);
    },
    /** After a sign-in: the client gets (or keeps) its device cookie for the account. */
    async succeeded(ctx: CookieContext, email: string): Promise<void> {
      const device = (await trustedDevice(ctx, email)) ?? randomBytes(16).toString("base64url");
      await ctx.setSignedCookie(cookieName(email), `${account(email)}.${device}`, secret, {
        httpOnly: true,
        secure: config.publicUrl.startsWith("https://"),
        sameSite: "lax",
        path: "/",
        maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
      });
    },
    /** A successful password reset: the owner has proven themselves, the account's lock ends. */
    async lift(email: string): Promise<void> {
      await resetRateLimit(db, accountKey(email));
    },
  };
}
