import { sql } from "drizzle-orm";
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
  const id = `app:${key}`;
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

/** The client address set by our server (server/http.ts); never a header the client chose. */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
