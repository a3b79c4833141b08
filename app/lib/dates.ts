/**
 * The one way the site writes a date ("5 March 2025"), with a fixed locale and time zone so that the server and every
 * browser render the same text and hydration matches. A calendar date ("2026-10-01") is that day wherever the reader is; a
 * moment is the day it was in Kampala, where our users are
 * (docs/decisions/012-one-way-for-toasts-redirects-not-found-dates-config.md).
 */
import { intlLocale } from "./i18n/i18n.ts";

export const SITE_TIME_ZONE = "Africa/Kampala";

const options = { day: "numeric", month: "long", year: "numeric" } as const;

/** Intl's formatters are costly to make: one per language and kind. */
function cached(make: (locale: string) => Intl.DateTimeFormat) {
  const made = new Map<string, Intl.DateTimeFormat>();
  return () => {
    const locale = intlLocale();
    let format = made.get(locale);
    if (!format) made.set(locale, (format = make(locale)));
    return format;
  };
}
const calendarFormat = cached((l) => new Intl.DateTimeFormat(l, { ...options, timeZone: "UTC" }));
const momentFormat = cached((l) => new Intl.DateTimeFormat(l, { ...options, timeZone: SITE_TIME_ZONE }));

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date as text; a string that is no date comes back unchanged. */
export function formatDate(value: string | Date): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : momentFormat().format(value);
  if (CALENDAR_DATE.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    // new Date() rolls "2026-02-31" over to March: only a real calendar day is formatted.
    return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? value : calendarFormat().format(day);
  }
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : momentFormat().format(moment);
}

const timeFormat = cached((l) => new Intl.DateTimeFormat(l, { hour: "2-digit", minute: "2-digit", timeZone: SITE_TIME_ZONE }));

/** "5 March 2025, 14:05" in Kampala time (the administrators' logs), the date as formatDate writes it. */
export function formatDateTime(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return `${formatDate(moment)}, ${timeFormat().format(moment)}`;
}
