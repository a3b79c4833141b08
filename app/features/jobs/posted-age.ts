/** Relative ages of job posts (docs/product.md#relative-dates): "2 hours ago", "3 days ago", "1 week ago", "2 months ago". */
import { m } from "#app/lib/i18n/i18n.ts";

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

/** The age texts per unit, in the page's language: one, and any other number. */
const AGES = {
  hour: [m.jobs_age_hour_one, m.jobs_age_hour_other],
  day: [m.jobs_age_day_one, m.jobs_age_day_other],
  week: [m.jobs_age_week_one, m.jobs_age_week_other],
  month: [m.jobs_age_month_one, m.jobs_age_month_other],
  year: [m.jobs_age_year_one, m.jobs_age_year_other],
} as const;

function plural(n: number, unit: keyof typeof AGES): string {
  const [one, other] = AGES[unit];
  return n === 1 ? one() : other({ count: n });
}

/** The age of a post as shown on job cards, from its timestamp. */
export function formatPostedAge(postedAt: Date, now: Date = new Date()): string {
  const ms = Math.max(0, now.getTime() - postedAt.getTime());
  if (ms < HOUR) return m.jobs_age_just_now();
  if (ms < DAY) return plural(Math.floor(ms / HOUR), "hour");
  if (ms < 7 * DAY) return plural(Math.floor(ms / DAY), "day");
  if (ms < 30 * DAY) return plural(Math.floor(ms / (7 * DAY)), "week");
  if (ms < 365 * DAY) return plural(Math.floor(ms / (30 * DAY)), "month");
  return plural(Math.floor(ms / (365 * DAY)), "year");
}
