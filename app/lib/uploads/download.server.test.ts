import { describe, expect, it } from "vitest";
import { minimalPdf } from "../../../tests/support/files.ts";
import { contentDisposition, downloadResponse } from "./download.server.ts";

describe("contentDisposition", () => {
  it.each([
    ["cv.pdf", `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`],
    ["Nakato Aisha CV.pdf", `attachment; filename="Nakato Aisha CV.pdf"; filename*=UTF-8''Nakato%20Aisha%20CV.pdf`],
    [
      "Müller – Lebenslauf.docx",
      `attachment; filename="Muller _ Lebenslauf.docx"; filename*=UTF-8''M%C3%BCller%20%E2%80%93%20Lebenslauf.docx`,
    ],
    [
      `O'Brien "CV" (2025).pdf`,
      `attachment; filename="O_Brien _CV_ (2025).pdf"; filename*=UTF-8''O%27Brien%20%22CV%22%20%282025%29.pdf`,
    ],
    ["../../etc/passwd", `attachment; filename="etcpasswd"; filename*=UTF-8''etcpasswd`],
    [
      "evil\r\nSet-Cookie: a=b.pdf",
      `attachment; filename="evilSet-Cookie_ a_b.pdf"; filename*=UTF-8''evilSet-Cookie%3A%20a%3Db.pdf`,
    ],
    ["", `attachment; filename="download"; filename*=UTF-8''download`],
    ["مرحبا.pdf", `attachment; filename="download.pdf"; filename*=UTF-8''%D9%85%D8%B1%D8%AD%D8%A8%D8%A7.pdf`],
  ])("%j", (name, header) => {
    expect(contentDisposition(name)).toBe(header);
  });

  it("keeps the extension of a very long name", () => {
    const header = contentDisposition(`${"a".repeat(500)}.docx`);
    expect(header).toMatch(/filename="a{115}\.docx"/);
  });
});

describe("downloadResponse", () => {
  it("sends the file as an attachment with its type, length and no caching", async () => {
    const pdf = minimalPdf();
    const body = new Blob([new Uint8Array(pdf)]).stream();
    const res = downloadResponse({ body, contentType: "application/pdf", contentLength: pdf.length }, "Nakato CV.pdf");
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(pdf.length),
      "content-disposition": `attachment; filename="Nakato CV.pdf"; filename*=UTF-8''Nakato%20CV.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  });
});
