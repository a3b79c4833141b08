import { tzOffset } from "@date-fns/tz";
import { currentLocale, intlLocale, m } from "#app/lib/i18n/i18n.ts";

/**
 * Interview times across time zones (docs/decisions/175-interview-times-with-date-fns-tz.md). An employer enters a
 * slot as a date and a time on their own clock; it is stored as one instant (UTC) and shown to each side on theirs,
 * with the other side's time beside it. Germany changes its clocks twice a year and Uganda never does, so the gap
 * between the two is two hours in winter and one in summer. The offsets come from @date-fns/tz (the IANA database
 * that ships with Node's Intl); only the choice of what a wall time means on a change night is ours.
 */

export const EMPLOYER_TIME_ZONE = "Europe/Berlin";
export const CANDIDATE_TIME_ZONE = "Africa/Kampala";

/** Read in the language of the work in hand when used (getters and functions, never frozen at import). */
export const timeZoneMessages = {
  get invalidDate() {
    return m.pipeline_iv_err_date();
  },
  get invalidTime() {
    return m.pipeline_iv_err_time();
  },
  get unknownZone() {
    return m.pipeline_iv_err_zone();
  },
  skippedTime: (date: string, time: string, zone: string) => m.pipeline_iv_err_skipped({ time, date, place: placeName(zone) }),
};

export type ZonedResult =
  | {
      ok: true;
      instant: Date;
      /** The wall time happened twice (the night the clocks go back); the instant is the first of the two. */
      ambiguous: boolean;
    }
  | { ok: false; error: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "Europe/Berlin" → "Berlin", "America/New_York" → "New York". */
export function placeName(zone: string): string {
  const local = LOCAL_PLACE_NAMES[zone];
  return local ? local() : (zone.split("/").pop() ?? zone).replace(/_/g, " ");
}

/** The places of TIME_ZONE_CHOICES whose name differs between the languages ("Wien"); the others read the same. */
const LOCAL_PLACE_NAMES: Record<string, () => string> = {
  "Europe/Vienna": m.pipeline_iv_place_vienna,
  "Europe/Zurich": m.pipeline_iv_place_zurich,
  "Africa/Dar_es_Salaam": m.pipeline_iv_place_dar,
};

/**
 * The instant at which a wall-clock date and time ("2026-10-25", "14:30") happens in a time zone.
 *
 * - A time the clocks skip (02:30 on the last Sunday of March in Germany) is refused: nobody can be there at it.
 * - A time the clocks pass twice (02:30 on the last Sunday of October) is the first one, still on summer time, as
 *   RFC 5545 reads such a local time in a calendar and as Temporal's "compatible" rule does; `ambiguous` says so.
 */
export function zonedToUtc(date: string, time: string, zone: string = EMPLOYER_TIME_ZONE): ZonedResult {
  const d = DATE.exec(date);
  if (!d) return { ok: false, error: timeZoneMessages.invalidDate };
  const t = TIME.exec(time);
  if (!t) return { ok: false, error: timeZoneMessages.invalidTime };
  if (!isTimeZone(zone)) return { ok: false, error: timeZoneMessages.unknownZone };

  // The wall time read as if it were UTC; the real instant is that minus the zone's offset at the instant.
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (new Date(wall).toISOString().slice(0, 10) !== date) return { ok: false, error: timeZoneMessages.invalidDate };

  // A day either side of the wall time covers any change that night: each offset in force there is tried, and a
  // candidate counts when the zone really has that offset at the resulting instant.
  const offsets = new Set([tzOffset(zone, new Date(wall - DAY)), tzOffset(zone, new Date(wall + DAY))]);
  const instants = [...offsets]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => tzOffset(zone, new Date(instant)) * MINUTE === wall - instant)
    .sort((a, b) => a - b);
  const first = instants[0];
  if (first === undefined) return { ok: false, error: timeZoneMessages.skippedTime(date, time, zone) };
  return { ok: true, instant: new Date(first), ambiguous: instants.length > 1 };
}

export interface ZonedTime {
  zone: string;
  /** "2026-03-29" on that zone's calendar. */
  date: string;
  /** "11:00" on that zone's clock. */
  time: string;
  /** "UTC+2". */
  offset: string;
  /** "Sunday 29 March 2026". */
  day: string;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * "Sunday 29 March 2026", put together from its parts: ICU versions differ on the comma after the weekday. In German
 * "Sonntag, 29. März 2026", as Intl writes it.
 */
function dayText(instant: Date, zone: string): string {
  const locale = intlLocale();
  let format = dayFormats.get(`${locale} ${zone}`);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: zone,
    });
    dayFormats.set(`${locale} ${zone}`, format);
  }
  if (currentLocale() !== "en") return format.format(instant);
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

function utcOffsetText(minutes: number): string {
  if (minutes === 0) return "UTC";
  const sign = minutes > 0 ? "+" : "-";
  const h = Math.floor(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  return `UTC${sign}${h}${m ? `:${String(m).padStart(2, "0")}` : ""}`;
}

/** An instant on a zone's calendar and clock. */
export function inZone(instant: Date, zone: string): ZonedTime {
  const offset = tzOffset(zone, instant);
  // The zone's wall time is the instant shifted by its offset, read as UTC.
  const iso = new Date(instant.getTime() + offset * MINUTE).toISOString();
  return {
    zone,
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    offset: utcOffsetText(offset),
    day: dayText(instant, zone),
  };
}

export interface BothTimes {
  own: ZonedTime;
  other: ZonedTime;
  /** "Sunday 29 March 2026, 12:00 Kampala time (UTC+3) · 11:00 Berlin time (UTC+2)". */
  text: string;
}

/** An instant as one side reads it, with the other side's time beside it (and its day, when that differs). */
export function bothTimes(
  instant: Date,
  ownZone: string = CANDIDATE_TIME_ZONE,
  otherZone: string = EMPLOYER_TIME_ZONE,
): BothTimes {
  const own = inZone(instant, ownZone);
  const other = inZone(instant, otherZone);
  const otherPlace = { time: other.time, place: placeName(otherZone), offset: other.offset };
  const text = m.pipeline_iv_both_times({
    day: own.day,
    own: m.pipeline_iv_zone_time({ time: own.time, place: placeName(ownZone), offset: own.offset }),
    other:
      other.date === own.date
        ? m.pipeline_iv_zone_time(otherPlace)
        : m.pipeline_iv_zone_time_on({ ...otherPlace, day: other.day }),
  });
  return { own, other, text };
}
