/** Dates on the account pages, the same on the server and in the browser (fixed locale and time zone). */
const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Africa/Kampala",
});

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "pending" -> "Pending" (pending is the only status shown: docs/product.md#applying). */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}
