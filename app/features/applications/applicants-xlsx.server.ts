import ExcelJS from "exceljs";
import { m } from "#app/lib/i18n/i18n.ts";
import { applicantsHeader, yesNo, type ApplicantCsvRow } from "./applicants-csv.ts";

/**
 * The applicants as an Excel workbook (decision 205): the same columns and rows as the CSV, but typed. Every
 * text is a text cell in a column formatted as Text ("@"), so a phone number "+256 ..." or a note "=HYPERLINK(...)"
 * stays what was typed, with no apostrophe in front and no formula run, even after the cell is edited. Dates are
 * real dates (UTC, like the CSV's ISO times) that sort and filter as dates. Server only: exceljs is large.
 */

const TEXT = "@";
const DATE_TIME = "yyyy-mm-dd hh:mm";

/** Width in characters and format of each column, in the order of applicantsHeader(). */
const COLUMNS: readonly { width: number; numFmt: string }[] = [
  { width: 24, numFmt: TEXT }, // Name
  { width: 30, numFmt: TEXT }, // E-mail
  { width: 18, numFmt: TEXT }, // Phone
  { width: 14, numFmt: TEXT }, // Status
  { width: 17, numFmt: DATE_TIME }, // Applied at
  { width: 18, numFmt: DATE_TIME }, // Last status change
  { width: 40, numFmt: TEXT }, // Private note
  { width: 40, numFmt: TEXT }, // Cover note
  { width: 12, numFmt: TEXT }, // CV attached
];

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The workbook's bytes: one sheet "Applicants", a bold header row that stays in view, one row per application. */
export async function applicantsXlsx(rows: readonly ApplicantCsvRow[]): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "PearlBridge Jobs";
  const sheet = workbook.addWorksheet(m.pipeline_xlsx_sheet(), { views: [{ state: "frozen", ySplit: 1 }] });
  const header = applicantsHeader();
  sheet.columns = COLUMNS.map((c, i) => ({ header: header[i], width: c.width, style: { numFmt: c.numFmt } }));
  for (const r of rows) {
    // null, not "": an empty cell rather than an empty string.
    sheet.addRow([
      r.name || null,
      r.email || null,
      r.phone || null,
      r.status,
      r.appliedAt,
      r.statusChangedAt,
      r.note || null,
      r.coverNote || null,
      yesNo(r.cvAttached),
    ]);
  }
  const headerRow = sheet.getRow(1);
  headerRow.font = { bold: true };
  // The header is text in every column, the date columns included.
  headerRow.eachCell((cell) => {
    cell.numFmt = TEXT;
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
