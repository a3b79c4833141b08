/**
 * When a digest is due (docs/product.md#job-alerts): a daily alert once per local day, from the configured hour on;
 * a weekly alert once per ISO week, from Monday at that hour. The period names the day ("2025-06-02") or the ISO
 * week ("2025-W23") in the configured time zone; one digest row per alert and period makes it happen once.
 */
import { ALERT_FREQUENCIES, type AlertFrequency } from "#vocabulary/statuses.ts";

export type Frequency = AlertFrequency;
export const FREQUENCIES: readonly Frequency[] = ALERT_FREQUENCIES;

export interface DigestSchedule {
  /** 0..23, local time. */
  hour: number;
  /** An IANA time zone such as "Africa/Kampala". */
  timeZone: string;
}

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  /** 1 = Monday ... 7 = Sunday (ISO). */
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and hour at `now` in `timeZone`. */
export function localTime(now: Date, timeZone: string): LocalTime {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
  return { year, month, day, hour: Number(parts.hour), weekday };
}

/** The ISO 8601 week of a calendar date: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeek(year: number, month: number, day: number): { year: number; week: number } {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = (date.getUTCDay() + 6) % 7; // 0 = Monday
  date.setUTCDate(date.getUTCDate() - weekday + 3); // the Thursday of this week decides the year
  const weekYear = date.getUTCFullYear();
  const week = 1 + Math.floor((date.getTime() - Date.UTC(weekYear, 0, 1)) / (7 * 86_400_000));
  return { year: weekYear, week };
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The period an alert of `frequency` is due for at `now`, or null while it is not due yet (before the hour; for
 * weekly alerts, before Monday's hour). `force` (npm run alerts -- --now) ignores the hour.
 */
export function duePeriod(frequency: Frequency, now: Date, schedule: DigestSchedule, force = false): string | null {
  const t = localTime(now, schedule.timeZone);
  if (frequency === "daily") {
    if (!force && t.hour < schedule.hour) return null;
    return `${t.year}-${pad(t.month)}-${pad(t.day)}`;
  }
  if (!force && t.weekday === 1 && t.hour < schedule.hour) return null;
  const w = isoWeek(t.year, t.month, t.day);
  return `${w.year}-W${pad(w.week)}`;
}
