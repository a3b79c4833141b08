import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";

/**
 * Reading a form with a file, with the size cap applied while the body arrives. `request.formData()` would
 * read the whole body into memory first, whatever its size; this parser streams it and stops at the first
 * byte over the cap, so a 2 GB upload costs us a few MB and a quick 413.
 *
 * The Express layer refuses bodies over 64 KB before they reach a route (server/http.ts): a route that
 * accepts uploads adds its path to UPLOAD_BODY_ALLOWANCES (body-limits.ts) with `uploadBodyLimit(limits)`.
 */
export interface UploadFormLimits {
  /** The largest file accepted, in bytes (CV_MAX_BYTES, LOGO_MAX_BYTES). */
  maxFileBytes: number;
  /** What the user reads when a file is over it (CV_MESSAGES.tooLarge, LOGO_MESSAGES.tooLarge). */
  tooLargeMessage: string;
  /** Files in one form; 1 unless said otherwise. */
  maxFiles?: number;
}

/** Room for the form's text fields and the multipart framing, besides the files themselves. */
export const FORM_FIELDS_ALLOWANCE_BYTES = 64 * 1024;

/** The largest body a form with these limits can honestly be. */
export function uploadBodyLimit(limits: UploadFormLimits): number {
  return (limits.maxFiles ?? 1) * limits.maxFileBytes + FORM_FIELDS_ALLOWANCE_BYTES;
}

export const UNREADABLE_FORM_MESSAGE = "The form could not be read. Please choose the file again and send the form once more.";

export type UploadFormResult = { ok: true; formData: FormData } | { ok: false; status: 400 | 413; message: string };

/**
 * The form's fields, with each chosen file as a File (in memory: at most the cap). A file input left empty
 * is absent from the result, as a missing field, while a chosen file that is empty is kept (the check then
 * says "The file is empty."). Oversized bodies give 413 with `tooLargeMessage`, anything unreadable 400.
 */
export async function readUploadForm(request: Request, limits: UploadFormLimits): Promise<UploadFormResult> {
  const tooLarge = { ok: false, status: 413, message: limits.tooLargeMessage } as const;
  const unreadable = { ok: false, status: 400, message: UNREADABLE_FORM_MESSAGE } as const;
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "")) return unreadable;
  const maxTotalSize = uploadBodyLimit(limits);
  // A body that says up front it is too large is refused before a byte of it is read.
  if (Number(request.headers.get("content-length") ?? 0) > maxTotalSize) return tooLarge;
  try {
    const formData = await parseFormData(
      request,
      { maxFiles: limits.maxFiles ?? 1, maxFileSize: limits.maxFileBytes, maxTotalSize, maxParts: 100, maxHeaderSize: 8 * 1024 },
      // Browsers send an unused file input as a part without a file name and without content.
      (file) => (file.size === 0 && (file.name === "" || file.name === "file-upload") ? null : file),
    );
    return { ok: true, formData };
  } catch (e) {
    if (e instanceof MaxFileSizeExceededError || e instanceof MaxTotalSizeExceededError) return tooLarge;
    // Everything else the parser refuses (too many files or fields, huge part headers, a broken or cut-off
    // body): the browser did not send this form, so a plain 400.
    if (e instanceof FormDataParseError || e instanceof MultipartParseError) return unreadable;
    throw e;
  }
}
