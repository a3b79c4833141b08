import type { StoredFile } from "../storage/types.ts";

const MAX_NAME_LENGTH = 120;

/** Cuts a long name in its base, keeping the extension (`very-long…name.pdf`). */
function shorten(name: string, max: number): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf(".");
  const ext = dot > 0 && name.length - dot <= 11 ? name.slice(dot) : "";
  return name.slice(0, max - ext.length) + ext;
}

/**
 * The Content-Disposition header for a download named `filename` (which may come from users: a candidate's
 * name). Two forms, as RFC 6266 advises: `filename="..."` in plain ASCII for old clients (accents dropped,
 * anything else replaced by `_`, so no quotes, slashes or control characters), and `filename*=UTF-8''...`
 * (RFC 5987) with the real name, which current browsers use.
 */
export function contentDisposition(filename: string, disposition: "attachment" | "inline" = "attachment"): string {
  const cleaned = shorten(
    filename
      .normalize("NFC")
      .replace(/[\p{Cc}\p{Cf}/\\]/gu, "")
      .trim(),
    MAX_NAME_LENGTH,
  );
  const name = cleaned.replace(/^\.+/, "") || "download";
  const replaced = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9._ ()-]/g, "_")
    .replace(/_{2,}/g, "_");
  const dot = replaced.lastIndexOf(".");
  const base = dot > 0 ? replaced.slice(0, dot) : replaced;
  const extension = dot > 0 ? replaced.slice(dot) : "";
  // A name in another script has nothing left in ASCII: "download.pdf" rather than "_.pdf".
  const ascii = (/[A-Za-z0-9]/.test(base) ? base : "download") + extension;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A stored file as a download: always saved, never shown by the browser (so an uploaded file can never run
 * as a page of our site), with the type we stored and not one the browser guesses, and kept out of every
 * cache (CVs are personal data).
 */
export function downloadResponse(file: StoredFile, filename: string): Response {
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.contentLength),
      "Content-Disposition": contentDisposition(filename),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
