/** Relative ages of job posts (docs/product.md#relative-dates): "2 hours ago", "3 days ago", "1 week ago", "2 months ago". */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Unknown or unreadable ages count as 30 days old. */
export const UNKNOWN_AGE_MS = 30 * DAY;

const UNITS: Record<string, number> = {
  minute: 60 * 1000,
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
};

/** "3 days ago" -> milliseconds. "a week ago", "an hour ago", "today", "yesterday" are understood too. */
export function parseRelativeAge(text: string): number {
  const t = text.trim().toLowerCase();
  if (t === "just now" || t === "today") return 0;
  if (t === "yesterday") return DAY;
  const [, amount = "", unit = ""] = /^(\d+|an?|one)\s+(minute|hour|day|week|month)s?\s+ago$/.exec(t) ?? [];
  const unitMs = UNITS[unit];
  if (unitMs === undefined) return UNKNOWN_AGE_MS;
  const count = /^\d+$/.test(amount) ? Number(amount) : 1;
  return count * unitMs;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"} ago`;
}

/** The age of a post as shown on job cards, from its timestamp. */
export function formatPostedAge(postedAt: Date, now: Date = new Date()): string {
  const ms = Math.max(0, now.getTime() - postedAt.getTime());
  if (ms < HOUR) return "Just now";
  if (ms < DAY) return plural(Math.floor(ms / HOUR), "hour");
  if (ms < 7 * DAY) return plural(Math.floor(ms / DAY), "day");
  if (ms < 30 * DAY) return plural(Math.floor(ms / (7 * DAY)), "week");
  if (ms < 365 * DAY) return plural(Math.floor(ms / (30 * DAY)), "month");
  return plural(Math.floor(ms / (365 * DAY)), "year");
}
