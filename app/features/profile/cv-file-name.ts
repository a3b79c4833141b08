const MAX_LENGTH = 120;

/**
 * The name a CV is stored under for its downloads: the uploaded file's own name without any folder, invisible
 * or control characters, at most 120 characters, and ending in the extension its bytes proved (a PDF named
 * "cv.docx" becomes "cv.pdf"). Never used as a storage key (keys are random, decision 013). A name with nothing
 * left becomes `fallback` ("CV"; the tracker's documents say "Document").
 */
export function cleanCvFileName(name: string, extension: "pdf" | "docx", fallback = "CV"): string {
  const base = (name.split(/[/\\]/).pop() ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    // The name's own extension, whatever it claims, is replaced by the proven one.
    .replace(/\.[A-Za-z0-9]{1,10}$/, "")
    .replace(/^\.+/, "")
    .trim();
  const suffix = `.${extension}`;
  const shortened = [...base]
    .slice(0, MAX_LENGTH - suffix.length)
    .join("")
    .trim();
  return `${shortened || fallback}${suffix}`;
}
