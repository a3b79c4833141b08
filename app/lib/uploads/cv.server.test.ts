import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  elfExecutable,
  minimalDocm,
  minimalDocx,
  minimalPdf,
  minimalXlsx,
  pdfOfSize,
  SVG_LOGO,
  windowsExecutable,
  zip,
} from "../../../tests/support/files.ts";
import { CV_MAX_BYTES, checkCv } from "./cv.server.ts";

const PLEASE_PDF_OR_DOCX = "Please upload a PDF or Word (.docx) file.";

describe("checkCv: the type is read from the bytes, never from the name", () => {
  it("accepts a PDF", async () => {
    expect(await checkCv(minimalPdf())).toEqual({ ok: true, contentType: "application/pdf", extension: "pdf" });
  });

  it("accepts a Word document (.docx)", async () => {
    expect(await checkCv(minimalDocx())).toEqual({
      ok: true,
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: "docx",
    });
  });

  it.each([
    ["a Linux executable renamed cv.pdf", elfExecutable()],
    ["a Windows executable renamed cv.pdf", windowsExecutable()],
    ["an SVG image", SVG_LOGO],
    ["a plain ZIP archive", zip({ "cv.txt": "My CV" })],
    ["a ZIP with a word/ folder but no Office content types", zip({ "word/document.xml": "<w:document/>" })],
    ["an Excel workbook (.xlsx)", minimalXlsx()],
    ["a macro-enabled Word document (.docm)", minimalDocm()],
    ["plain text", Buffer.from("Curriculum vitae\nName: Nakato\n")],
  ])("refuses %s", async (_name, bytes) => {
    expect(await checkCv(bytes)).toEqual({ ok: false, reason: "type", message: PLEASE_PDF_OR_DOCX });
  });

  it("refuses an image renamed cv.pdf", async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#1e40af" } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect(await checkCv(png)).toMatchObject({ ok: false, message: PLEASE_PDF_OR_DOCX });
    expect(await checkCv(jpeg)).toMatchObject({ ok: false, message: PLEASE_PDF_OR_DOCX });
  });

  it("refuses an empty file", async () => {
    expect(await checkCv(new Uint8Array())).toEqual({ ok: false, reason: "empty", message: "The file is empty." });
  });

  it("accepts exactly 5 MB and refuses a 6 MB file", async () => {
    expect(await checkCv(pdfOfSize(CV_MAX_BYTES))).toMatchObject({ ok: true });
    expect(await checkCv(pdfOfSize(CV_MAX_BYTES + 1))).toEqual({
      ok: false,
      reason: "too-large",
      message: "The file is larger than 5 MB.",
    });
    expect(await checkCv(pdfOfSize(6 * 1024 * 1024))).toMatchObject({ message: "The file is larger than 5 MB." });
  });

  it("refuses a PDF or a Word document cut off before its end", async () => {
    const pdf = minimalPdf();
    const docx = minimalDocx();
    for (const cut of [pdf.subarray(0, pdf.length - 40), docx.subarray(0, docx.length - 30)]) {
      expect(await checkCv(cut)).toMatchObject({
        ok: false,
        reason: "damaged",
        message: expect.stringMatching(/damaged or incomplete/),
      });
    }
  });
});
