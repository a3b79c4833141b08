import { describe, expect, it } from "vitest";
import { applicantsCsv, applicantsFilename, csvCell, csvSeparatorFor, toCsv } from "./applicants-csv.ts";
import { EMPLOYER_NOTE_MAX, employerNoteInput, noteMessages } from "./employer-note.ts";

describe("applicants CSV", () => {
  it("quotes every cell and doubles inner quotes", () => {
    expect(csvCell("Amina")).toBe('"Amina"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('""');
  });

  it("puts an apostrophe before a text a spreadsheet would run as a formula", () => {
    for (const danger of ["=1+1", "+256 700 123456", "-2", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(danger)).toBe(`"'${danger}"`);
    }
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("joins records with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["c", null],
      ]),
    ).toBe('"a","b"\r\n"c",""\r\n');
  });

  it("writes the byte order mark, the header and one line per applicant with ISO dates", () => {
    const csv = applicantsCsv([
      {
        name: "Amina Nakato",
        email: "amina@example.org",
        phone: "0772 123456",
        status: "Shortlisted",
        appliedAt: new Date("2026-03-01T08:00:00Z"),
        statusChangedAt: new Date("2026-03-02T09:30:00Z"),
        note: 'Strong, "German B1"',
        coverNote: "Ich freue mich\nauf Ihre Antwort",
        cvAttached: true,
      },
      {
        name: "Deleted candidate",
        email: "",
        phone: "",
        status: "Submitted",
        appliedAt: new Date("2026-03-03T08:00:00Z"),
        statusChangedAt: new Date("2026-03-03T08:00:00Z"),
        note: null,
        coverNote: null,
        cvAttached: false,
      },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      '"Name","E-mail","Phone","Status","Applied at","Last status change","Private note","Cover note","CV attached"',
      '"Amina Nakato","amina@example.org","0772 123456","Shortlisted","2026-03-01T08:00:00.000Z","2026-03-02T09:30:00.000Z","Strong, ""German B1""","Ich freue mich\nauf Ihre Antwort","Yes"',
      '"Deleted candidate","","","Submitted","2026-03-03T08:00:00.000Z","2026-03-03T08:00:00.000Z","","","No"',
      "",
    ]);
  });

  it("separates with semicolons for German Excel: quoting keeps both separators inside their cell", () => {
    const rows = [
      ["Okello; Joseph", "a, b"],
      ["x", null],
    ];
    expect(toCsv(rows, ";")).toBe('"Okello; Joseph";"a, b"\r\n"x";""\r\n');
    expect(toCsv(rows, ",")).toBe('"Okello; Joseph","a, b"\r\n"x",""\r\n');
    const csv = applicantsCsv(
      [
        {
          name: "Jürgen Müller",
          email: "j@example.org",
          phone: "+49 30 123456",
          status: "Submitted",
          appliedAt: new Date("2026-03-01T08:00:00Z"),
          statusChangedAt: new Date("2026-03-01T08:00:00Z"),
          note: "Pflege; Nachtdienst, gern",
          coverNote: null,
          cvAttached: false,
        },
      ],
      ";",
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      '"Name";"E-mail";"Phone";"Status";"Applied at";"Last status change";"Private note";"Cover note";"CV attached"',
      `"Jürgen Müller";"j@example.org";"'+49 30 123456";"Submitted";"2026-03-01T08:00:00.000Z";"2026-03-01T08:00:00.000Z";"Pflege; Nachtdienst, gern";"";"No"`,
      "",
    ]);
  });

  it("takes the separator from ?sep=, else from the browser's most preferred language", () => {
    expect(csvSeparatorFor("de-DE,de;q=0.9,en;q=0.8", null)).toBe(";");
    expect(csvSeparatorFor("de", null)).toBe(";");
    expect(csvSeparatorFor("DE-at", null)).toBe(";");
    expect(csvSeparatorFor("en-GB,en;q=0.9,de;q=0.8", null)).toBe(",");
    expect(csvSeparatorFor("en;q=0.5, de;q=0.9", null)).toBe(";");
    expect(csvSeparatorFor("de;q=0, en", null)).toBe(",");
    expect(csvSeparatorFor("*", null)).toBe(",");
    expect(csvSeparatorFor(null, null)).toBe(",");
    expect(csvSeparatorFor(";;,garbage;q=x", null)).toBe(",");
    expect(csvSeparatorFor("en-US", "semicolon")).toBe(";");
    expect(csvSeparatorFor("de-DE", "comma")).toBe(",");
    expect(csvSeparatorFor("de-DE", "tab")).toBe(";");
  });

  it("names the file after the job, the filter and the day", () => {
    expect(applicantsFilename("27", null, new Date("2026-03-05T10:00:00Z"), "csv")).toBe("applicants-job-27-2026-03-05.csv");
    expect(applicantsFilename("hr-2", "shortlisted", new Date("2026-03-05T10:00:00Z"), "xlsx")).toBe(
      "applicants-job-hr-2-shortlisted-2026-03-05.xlsx",
    );
  });
});

describe("employer note", () => {
  it("trims, clears when empty, and refuses an over-long note", () => {
    expect(employerNoteInput("  call back Monday \r\n")).toEqual({ ok: true, note: "call back Monday" });
    expect(employerNoteInput("   ")).toEqual({ ok: true, note: null });
    expect(employerNoteInput(undefined)).toEqual({ ok: true, note: null });
    expect(employerNoteInput("x".repeat(EMPLOYER_NOTE_MAX))).toMatchObject({ ok: true });
    expect(employerNoteInput("x".repeat(EMPLOYER_NOTE_MAX + 1))).toEqual({ ok: false, error: noteMessages.tooLong });
  });
});
