/**
 * The dashboard's pure rules: the days of the chart, and what counts as a new visit. The queries that feed
 * them are in dashboard.server.ts.
 */

/** The chart and the page views cover this many days, today included. */
export const DASHBOARD_DAYS = 30;

/** Reloads and tab switches within this gap belong to the same visit: "new since your last visit" stays put. */
export const VISIT_GAP_MS = 30 * 60 * 1000;

export interface DayCount {
  /** A calendar day in UTC, "2026-03-05". */
  day: string;
  count: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of a moment, "2026-03-05". */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The first day of the window of `days` days that ends today (UTC). */
export function windowStart(today: Date, days = DASHBOARD_DAYS): string {
  return utcDay(new Date(today.getTime() - (days - 1) * DAY_MS));
}

/**
 * One entry per day of the window, oldest first, ending today (UTC): the counts found, 0 for the days with none.
 * Rows outside the window are ignored.
 */
export function fillDays(rows: readonly DayCount[], today: Date, days = DASHBOARD_DAYS): DayCount[] {
  const counts = new Map(rows.map((r) => [r.day, r.count]));
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => {
    const day = utcDay(new Date(end - (days - 1 - i) * DAY_MS));
    return { day, count: counts.get(day) ?? 0 };
  });
}

/** The busiest day of the series (the first one on a tie), or null when every day is 0. */
export function busiestDay(series: readonly DayCount[]): DayCount | null {
  let best: DayCount | null = null;
  for (const d of series) if (d.count > 0 && (!best || d.count > best.count)) best = d;
  return best;
}

/** A bar's height in percent of the chart's: the busiest day is full height, a day with any count at least 4 %. */
export function barHeight(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(4, Math.round((count / max) * 100));
}

export interface Visit {
  previousVisitAt: Date | null;
  lastVisitAt: Date;
}

/**
 * The stored visit after opening the dashboard at `now`. A new visit (the first one, or after a gap of more
 * than VISIT_GAP_MS) moves the last visit into "previous"; opening it again within the gap only keeps the
 * visit going, so a reload does not reset the new-applications count to zero.
 */
export function nextVisit(stored: Visit | null, now: Date): Visit {
  if (!stored) return { previousVisitAt: null, lastVisitAt: now };
  if (now.getTime() - stored.lastVisitAt.getTime() <= VISIT_GAP_MS) {
    return { previousVisitAt: stored.previousVisitAt, lastVisitAt: now };
  }
  return { previousVisitAt: stored.lastVisitAt, lastVisitAt: now };
}
