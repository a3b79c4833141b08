/**
 * The CSV export of a job's applicants: pure functions, no database. The file opens in Excel and LibreOffice:
 * UTF-8 with a byte order mark (Excel otherwise guesses a legacy code page and garbles "ü" and "ö"), CRLF line
 * ends, every cell quoted, and the separator of the reader's locale: German Excel splits on semicolons and puts
 * a comma-separated file into one column (decision 205). The clean export is the .xlsx (applicants-xlsx.server.ts).
 */

import { m } from "#app/lib/i18n/i18n.ts";
import { prefersGerman } from "#app/lib/i18n/language-choice.ts";

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

export type CsvSeparator = "," | ";";

/** The `?sep=` values the applicants page links to. */
const SEPARATOR_PARAM: Record<string, CsvSeparator> = { comma: ",", semicolon: ";" };
export const csvSeparatorParam = (sep: CsvSeparator) => (sep === ";" ? "semicolon" : "comma");

/**
 * The separator for a download: `?sep=semicolon|comma` when given, else a semicolon when the browser's most
 * preferred language is German (German Excel's list separator), else a comma. Excel's settings follow the
 * computer's language, which Accept-Language tells better than the page's.
 */
export function csvSeparatorFor(acceptLanguage: string | null, sepParam: string | null): CsvSeparator {
  const chosen = sepParam ? SEPARATOR_PARAM[sepParam] : undefined;
  if (chosen) return chosen;
  return prefersGerman(acceptLanguage) ? ";" : ",";
}

/** Rows of cells as CSV text (CRLF between records, as RFC 4180 has it), without the byte order mark. */
export function toCsv(rows: readonly (readonly (string | null | undefined)[])[], separator: CsvSeparator = ","): string {
  return rows.map((row) => row.map(csvCell).join(separator)).join("\r\n") + "\r\n";
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

/** The header row in the language of the work in hand (the export's `?lang=`): read when a file is written. */
export const applicantsHeader = (): string[] => [
  m.pipeline_csv_name(),
  m.pipeline_csv_email(),
  m.pipeline_csv_phone(),
  m.pipeline_csv_status(),
  m.pipeline_csv_applied_at(),
  m.pipeline_csv_last_change(),
  m.pipeline_csv_private_note(),
  m.pipeline_csv_cover_note(),
  m.pipeline_csv_cv_attached(),
];

/** "Yes" / "No" in the CV column. */
export const yesNo = (value: boolean): string => (value ? m.pipeline_csv_yes() : m.pipeline_csv_no());

/** The whole file: byte order mark, header line, one line per application (dates as ISO 8601 in UTC). */
export function applicantsCsv(rows: readonly ApplicantCsvRow[], separator: CsvSeparator = ","): string {
  return (
    BOM +
    toCsv(
      [
        applicantsHeader(),
        ...rows.map((r) => [
          r.name,
          r.email,
          r.phone,
          r.status,
          r.appliedAt.toISOString(),
          r.statusChangedAt.toISOString(),
          r.note,
          r.coverNote,
          yesNo(r.cvAttached),
        ]),
      ],
      separator,
    )
  );
}

/** The download's file name: only characters that need no escaping in a Content-Disposition header. */
export function applicantsFilename(jobId: string, status: string | null, today: Date, extension: "csv" | "xlsx"): string {
  const safeId = jobId.replace(/[^A-Za-z0-9_-]/g, "");
  return `applicants-job-${safeId}${status ? `-${status}` : ""}-${today.toISOString().slice(0, 10)}.${extension}`;
}
