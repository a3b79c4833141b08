import { createHash } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { rateLimit } from "#db/schema.ts";
import { CLIENT_IP_HEADER } from "./client-ip.ts";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/**
 * A fixed-window counter per key in the shared `rate_limit` table (the one Better Auth uses), so every app
 * instance counts together. One atomic statement: concurrent requests cannot both take the last slot.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = now - windowSeconds * 1000;
  const id = rowKey(key);
  const [row] = await db
    .insert(rateLimit)
    .values({ id, key: id, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${rateLimit.lastRequest} < ${windowStart} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${rateLimit.lastRequest} < ${windowStart} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  if (!row) throw new Error(`The rate limit counter "${id}" was not stored`);
  const retryAfter = Math.max(1, Math.ceil((row.lastRequest + windowSeconds * 1000 - now) / 1000));
  return { allowed: row.count <= max, retryAfter };
}

/** The row key of a counter: bounded in length whatever the caller passes (an index row has a size limit). */
function rowKey(key: string): string {
  return key.length <= 200 ? `app:${key}` : `app:${key.slice(0, 40)}:${createHash("sha256").update(key).digest("hex")}`;
}

/** A key part made of user input (an e-mail address): hashed, so it is bounded and not stored in clear. */
export function hashedKey(value: string): string {
  return createHash("sha256").update(value.trim().toLowerCase()).digest("hex").slice(0, 32);
}

/** Whether a counter has reached `max` in its current window, without counting this call. */
export async function isRateLimited(db: Db, key: string, max: number, windowSeconds: number, now = Date.now()): Promise<boolean> {
  const id = rowKey(key);
  const [row] = await db
    .select({ count: rateLimit.count })
    .from(rateLimit)
    .where(and(eq(rateLimit.key, id), gte(rateLimit.lastRequest, now - windowSeconds * 1000)));
  return (row?.count ?? 0) >= max;
}

/** The client address set by our server (server/http.ts); never a header the client chose. */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
