import { describe, expect, it } from "vitest";
import { cleanCvFileName } from "./cv-file-name.ts";

describe("cleanCvFileName", () => {
  it("keeps an ordinary name", () => {
    expect(cleanCvFileName("Nakato Sarah CV.pdf", "pdf")).toBe("Nakato Sarah CV.pdf");
  });

  it("drops folders, control and bidi characters, and leading dots", () => {
    expect(cleanCvFileName("C:\\Users\\me\\..\\cv\u202egnp.pdf", "pdf")).toBe("cvgnp.pdf");
    expect(cleanCvFileName("../../etc/passwd", "docx")).toBe("passwd.docx");
    expect(cleanCvFileName("...hidden.pdf", "pdf")).toBe("hidden.pdf");
  });

  it("ends in the extension the bytes proved", () => {
    expect(cleanCvFileName("resume.DOCX", "pdf")).toBe("resume.pdf");
    expect(cleanCvFileName("resume", "docx")).toBe("resume.docx");
  });

  it("names a file without a usable name CV, and bounds the length", () => {
    expect(cleanCvFileName("\u0000\u0001.pdf", "pdf")).toBe("CV.pdf");
    // A tracker step's document (decision 200) is not a CV.
    expect(cleanCvFileName("\u202e.docx", "docx", "Document")).toBe("Document.docx");
    const long = cleanCvFileName(`${"é".repeat(300)}.pdf`, "pdf");
    expect([...long]).toHaveLength(120);
    expect(long.endsWith(".pdf")).toBe(true);
  });
});
