/** Our own rate-limit counters (app/lib/rate-limit.server.ts), apart from Better Auth's `rate_limit` table. */
import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * One fixed-window counter per key (decision 030). Better Auth deletes the rows of its own table that are older
 * than its longest window (60 s) whenever one of its windows resets, so a 15-minute or one-hour counter kept
 * there would reset within a minute: only our code writes or deletes these rows.
 */
export const appRateLimits = pgTable(
  "app_rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** Milliseconds since the epoch: when the current window began. */
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    /** When the current window ends; the daily clean-up deletes counters past it. */
    expiresAt: bigint("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [index("app_rate_limits_expires_at_idx").on(t.expiresAt)],
);
