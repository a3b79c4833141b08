/**
 * The CSV export of a job's applicants: pure functions, no database. The file opens in Excel and LibreOffice:
 * UTF-8 with a byte order mark (Excel otherwise guesses a legacy code page and garbles "ü" and "ö"), CRLF line
 * ends, every cell quoted.
 */

/** A cell starting with one of these is read as a formula by spreadsheet programs ("CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a leading apostrophe before a text a spreadsheet would run as a formula (so a candidate named
 * `=HYPERLINK(...)` stays text), then quoted with inner quotes doubled. Quoting every cell keeps commas,
 * quotes and line breaks inside a note in their cell.
 */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? "";
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows of cells as CSV text (CRLF between records, as RFC 4180 has it), without the byte order mark. */
export function toCsv(rows: readonly (readonly (string | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export const BOM = "\uFEFF";

export interface ApplicantCsvRow {
  name: string;
  email: string;
  phone: string;
  /** The status in the site's words. */
  status: string;
  appliedAt: Date;
  statusChangedAt: Date;
  note: string | null;
  coverNote: string | null;
  cvAttached: boolean;
}

export const APPLICANTS_CSV_HEADER = [
  "Name",
  "E-mail",
  "Phone",
  "Status",
  "Applied at",
  "Last status change",
  "Private note",
  "Cover note",
  "CV attached",
] as const;

/** The whole file: byte order mark, header line, one line per application (dates as ISO 8601 in UTC). */
export function applicantsCsv(rows: readonly ApplicantCsvRow[]): string {
  return (
    BOM +
    toCsv([
      APPLICANTS_CSV_HEADER,
      ...rows.map((r) => [
        r.name,
        r.email,
        r.phone,
        r.status,
        r.appliedAt.toISOString(),
        r.statusChangedAt.toISOString(),
        r.note,
        r.coverNote,
        r.cvAttached ? "Yes" : "No",
      ]),
    ])
  );
}

/** The download's file name: only characters that need no escaping in a Content-Disposition header. */
export function applicantsCsvFilename(jobId: string, status: string | null, today: Date): string {
  const safeId = jobId.replace(/[^A-Za-z0-9_-]/g, "");
  return `applicants-job-${safeId}${status ? `-${status}` : ""}-${today.toISOString().slice(0, 10)}.csv`;
}
