import { createHash } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { appRateLimits } from "#db/schema.ts";
import { CLIENT_IP_HEADER } from "./client-ip.ts";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/**
 * A fixed-window counter per key in our own table `app_rate_limits` (decision 030), so every app instance counts
 * together and nothing else resets it. One atomic statement: concurrent requests cannot both take the last slot.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const id = rowKey(key);
  const ended = sql`${appRateLimits.windowStart} <= ${now - windowMs}`;
  const [row] = await db
    .insert(appRateLimits)
    .values({ key: id, count: 1, windowStart: now, expiresAt: now + windowMs })
    .onConflictDoUpdate({
      target: appRateLimits.key,
      set: {
        count: sql`CASE WHEN ${ended} THEN 1 ELSE ${appRateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${ended} THEN ${now} ELSE ${appRateLimits.windowStart} END`,
        expiresAt: sql`CASE WHEN ${ended} THEN ${now + windowMs} ELSE ${appRateLimits.windowStart} + ${windowMs} END`,
      },
    })
    .returning({ count: appRateLimits.count, windowStart: appRateLimits.windowStart });
  if (!row) throw new Error(`The rate limit counter "${id}" was not stored`);
  const retryAfter = Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000));
  return { allowed: row.count <= max, retryAfter };
}

/** Ends a counter's window at once (a successful password reset lifts the account's sign-in lock). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(appRateLimits).where(eq(appRateLimits.key, rowKey(key)));
}

/** The row key of a counter: bounded in length whatever the caller passes (an index row has a size limit). */
function rowKey(key: string): string {
  return key.length <= 200 ? key : `${key.slice(0, 40)}:${createHash("sha256").update(key).digest("hex")}`;
}

/** A key part made of user input (an e-mail address): hashed, so it is bounded and not stored in clear. */
export function hashedKey(value: string): string {
  return createHash("sha256").update(value.trim().toLowerCase()).digest("hex").slice(0, 32);
}

/** Whether a counter has reached `max` in its current window, without counting this call. */
export async function isRateLimited(db: Db, key: string, max: number, windowSeconds: number, now = Date.now()): Promise<boolean> {
  const id = rowKey(key);
  const [row] = await db
    .select({ count: appRateLimits.count })
    .from(appRateLimits)
    .where(and(eq(appRateLimits.key, id), gt(appRateLimits.windowStart, now - windowSeconds * 1000)));
  return (row?.count ?? 0) >= max;
}

/** The client address set by our server (server/http.ts); never a header the client chose. */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
