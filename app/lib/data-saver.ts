/**
 * Data saver (docs/product.md#data-saver): pages without JavaScript and without images, for people who pay
 * for every kilobyte. Pure rules, shared by the server (root loader, the switch's action) and the tests.
 */

/** The cookie that remembers the visitor's explicit choice: "on" or "off". */
export const DATA_SAVER_COOKIE = "pb_data_saver";
/** A year: the choice is a preference, not a session. */
export const DATA_SAVER_MAX_AGE = 365 * 24 * 60 * 60;

export type DataSaverChoice = "on" | "off";

/** One cookie's value from a Cookie header (the first one of that name), or null. Never throws. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

/** The explicit choice in the cookie; anything else (missing, tampered) is no choice. */
export function dataSaverChoice(cookieHeader: string | null | undefined): DataSaverChoice | null {
  const value = readCookie(cookieHeader, DATA_SAVER_COOKIE);
  return value === "on" || value === "off" ? value : null;
}

/**
 * Whether the page is served in data-saver mode: the visitor's explicit choice wins; without one, the
 * browser's `Save-Data: on` header (Chrome's Lite mode, Opera, Samsung Internet's data saving) turns it on.
 */
export function isDataSaverOn(choice: DataSaverChoice | null, saveDataHeader: string | null | undefined): boolean {
  if (choice) return choice === "on";
  return saveDataHeader?.trim().toLowerCase() === "on";
}

/** The mode of a request (cookie, then Save-Data). */
export function dataSaverFor(request: Request): boolean {
  return isDataSaverOn(dataSaverChoice(request.headers.get("Cookie")), request.headers.get("Save-Data"));
}

/** The switch's form value: "on"/"off" only. */
export function parseDataSaverChoice(value: unknown): DataSaverChoice | null {
  return value === "on" || value === "off" ? value : null;
}

/** The Set-Cookie header that remembers the choice. */
export function dataSaverCookie(choice: DataSaverChoice, secure: boolean): string {
  return `${DATA_SAVER_COOKIE}=${choice}; Path=/; Max-Age=${DATA_SAVER_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
