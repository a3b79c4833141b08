/**
 * The applicant downloads on PostgreSQL (decision 205): the .xlsx holds the CSV's rows as typed cells (text for
 * phones and formula-looking notes, dates as dates), the CSV's separator follows the reader's language, and
 * both refuse whoever may not see the applicants in the same way.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser } from "../support/accounts.ts";
import { applicationOf, csv, JOB, outcome, post, setUpPipeline, xlsx } from "../support/applicant-pipeline.ts";
import { createTestServices } from "../support/services.ts";

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
type Account = Awaited<ReturnType<typeof createSignedInUser>>;

const FORMULA = '=HYPERLINK("http://evil.example","x")';

/** The cells of a CSV whose every cell is quoted (RFC 4180: inner quotes doubled, CRLF between records). */
function csvRows(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else throw new Error(`unexpected ${JSON.stringify(ch)} outside quotes at ${i}`);
  }
  return rows;
}

async function workbookOf(res: Response): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const sheet = workbook.getWorksheet("Applicants");
  if (!sheet) throw new Error("no sheet Applicants");
  return sheet;
}

describe("applicant exports", () => {
  let s: TestServices;
  let owner: Account;
  let otherRecruiter: Account;
  let seeker: Account;
  let amina: Account;

  beforeAll(async () => {
    s = await createTestServices();
    ({ owner, otherRecruiter, seeker, amina } = await setUpPipeline(s));
    const app = await applicationOf(s, amina.id);
    await post(JOB, { intent: "note", applicationId: String(app.id), note: FORMULA }, owner.cookie);
    const joseph = await applicationOf(s, seeker.id);
    await post(JOB, { intent: "status", applicationId: String(joseph.id), status: "shortlisted" }, owner.cookie);
  });
  afterAll(() => s.close());

  it("the CSV starts with the byte order mark and uses semicolons for a German browser, commas otherwise", async () => {
    const german = (await csv(JOB, owner.cookie, "", { "Accept-Language": "de-DE,de;q=0.9,en;q=0.8" })) as Response;
    expect(german.status).toBe(200);
    expect(german.headers.get("Vary")).toBe("Accept-Language");
    expect([...new Uint8Array(await german.clone().arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const germanText = await german.text();
    expect(germanText.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      '"Name";"E-mail";"Phone";"Status";"Applied at";"Last status change";"Private note";"Cover note";"CV attached"',
    );
    // Quoting keeps the note's commas in its cell; the formula keeps its apostrophe in the CSV.
    expect(
      csvRows(germanText, ";")
        .find((r) => r[1] === "amina@example.org")
        ?.slice(0, 4),
    ).toEqual(["Amina Nakato", "amina@example.org", "'+256700123456", "Submitted"]);
    expect(germanText).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);

    const english = await (
      (await csv(JOB, owner.cookie, "", { "Accept-Language": "en-GB,en;q=0.9,de;q=0.5" })) as Response
    ).text();
    expect(english.replace(/^\uFEFF/, "").split("\r\n")[0]).toMatch(/^"Name","E-mail","Phone",/);
    const none = await ((await csv(JOB, owner.cookie)) as Response).text();
    expect(none.replace(/^\uFEFF/, "").split("\r\n")[0]).toMatch(/^"Name","E-mail",/);
  });

  it("?sep= overrides the browser's language, and keeps the status filter", async () => {
    const semicolons = await (
      (await csv(JOB, owner.cookie, "?sep=semicolon", { "Accept-Language": "en-US" })) as Response
    ).text();
    expect(semicolons).toContain('"Name";"E-mail";');
    const commas = (await csv(JOB, owner.cookie, "?status=shortlisted&sep=comma", { "Accept-Language": "de" })) as Response;
    expect(commas.headers.get("Content-Disposition")).toMatch(/filename="applicants-job-1-shortlisted-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = csvRows(await commas.text(), ",");
    expect(rows.map((r) => r[1])).toEqual(["E-mail", "joseph@example.org"]);
  });

  it("the .xlsx holds the CSV's rows as typed cells: text phones and formulas without apostrophes, real dates, a bold header", async () => {
    const res = (await xlsx(JOB, owner.cookie)) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="applicants-job-1-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const sheet = await workbookOf(res);

    // The same rows as the CSV, with the CSV's apostrophes gone and the dates as dates.
    const fromCsv = csvRows(await ((await csv(JOB, owner.cookie)) as Response).text(), ",").map((row) =>
      row.map((cell) => cell.replace(/^'(?=[=+\-@\t\r])/, "")),
    );
    const fromXlsx: string[][] = [];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      for (let c = 1; c <= 9; c++) {
        const v = row.getCell(c).value;
        cells.push(v instanceof Date ? v.toISOString() : v === null ? "" : String(v));
      }
      fromXlsx.push(cells);
    });
    expect(fromXlsx).toEqual(fromCsv);
    expect(fromXlsx).toHaveLength(3);

    const header = sheet.getRow(1);
    expect(header.getCell(1).value).toBe("Name");
    expect(header.font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(25);

    const aminaRow = fromXlsx.findIndex((r) => r[1] === "amina@example.org") + 1;
    const phone = sheet.getRow(aminaRow).getCell(3);
    expect(phone.type).toBe(ExcelJS.ValueType.String);
    expect(phone.value).toBe("+256700123456");
    expect(phone.numFmt).toBe("@");
    const note = sheet.getRow(aminaRow).getCell(7);
    expect(note.type).toBe(ExcelJS.ValueType.String);
    expect(note.value).toBe(FORMULA);
    expect(note.formula).toBeUndefined();
    const applied = sheet.getRow(aminaRow).getCell(5);
    expect(applied.type).toBe(ExcelJS.ValueType.Date);
    expect(applied.value).toBeInstanceOf(Date);
  });

  it("the .xlsx keeps the page's status filter", async () => {
    const res = (await xlsx(JOB, owner.cookie, "?status=shortlisted")) as Response;
    expect(res.headers.get("Content-Disposition")).toMatch(/filename="applicants-job-1-shortlisted-/);
    const sheet = await workbookOf(res);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe("joseph@example.org");
    expect(sheet.getRow(2).getCell(3).value).toBe("+256772000111");
  });

  it("both downloads refuse the same people the same way", async () => {
    for (const [download, file] of [
      [csv, "applicants.csv"],
      [xlsx, "applicants.xlsx"],
    ] as const) {
      expect(await outcome(download(JOB))).toMatchObject({
        status: 302,
        location: `/auth?redirectTo=${encodeURIComponent(`/employer/jobs/${JOB}/${file}`)}`,
      });
      expect((await outcome(download(JOB, seeker.cookie))).status).toBe(403);
      const other = (await download(JOB, otherRecruiter.cookie)) as Response;
      expect(other.status).toBe(404);
      expect(await other.text()).toBe("Not Found");
      expect((await outcome(download("no-such-job", owner.cookie))).status).toBe(404);
    }
  });
});
