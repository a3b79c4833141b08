// The site's dates are written in app/lib/dates.ts; the administrators' pages import the date-and-time from here.
export { formatDateTime } from "#app/lib/dates.ts";
