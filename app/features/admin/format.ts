import { formatDate, SITE_TIME_ZONE } from "#app/lib/dates.ts";

const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: SITE_TIME_ZONE });

/** "5 March 2025, 14:05" in Kampala time, as the rest of the site's dates (fixed locale: no hydration mismatch). */
export function formatDateTime(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return `${formatDate(moment)}, ${timeFormat.format(moment)}`;
}
