import { m } from "#app/lib/i18n/i18n.ts";

import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import type { FileLimit } from "./limits.ts";

/**
 * Reading a form with a file, with the size cap applied while the body arrives. `request.formData()` would
 * read the whole body into memory first, whatever its size; this parser streams it and stops at a ceiling.
 *
 * A file a little over its limit (up to UPLOAD_CEILING_FACTOR times the honest body) is read and dropped, so
 * that the page can say "The file is larger than 5 MB." and keep what the person typed in the form's other
 * fields; anything larger is refused by the Express layer (server/http.ts) with a page that says the same.
 * A route that accepts uploads adds its path to UPLOAD_BODY_ALLOWANCES (body-limits.ts).
 */
export interface UploadFormLimits extends FileLimit {
  /** Files in one form; 1 unless said otherwise. */
  maxFiles?: number;
}

/** Room for the form's text fields and the multipart framing, besides the files themselves. */
export const FORM_FIELDS_ALLOWANCE_BYTES = 64 * 1024;

/** The largest body a form with these limits can honestly be. */
export function uploadBodyLimit(limits: UploadFormLimits): number {
  return (limits.maxFiles ?? 1) * limits.maxFileBytes + FORM_FIELDS_ALLOWANCE_BYTES;
}

/**
 * How many times the honest body we still read to keep the other fields (a 6 MB CV against a limit of 5 MB):
 * at most this much of one request is in memory (docs/decisions/151-oversized-files-keep-the-form.md).
 */
export const UPLOAD_CEILING_FACTOR = 4;

/** The largest body read at all: above it the Express layer answers before the route runs. */
export function uploadBodyCeiling(limits: UploadFormLimits): number {
  return UPLOAD_CEILING_FACTOR * uploadBodyLimit(limits);
}

/** What a form that could not be read gets, in the request's language. */
export const unreadableFormMessage = () => m.account_upload_unreadable();

export type UploadFormResult =
  | { ok: true; formData: FormData }
  | {
      ok: false;
      status: 400 | 413;
      message: string;
      /** The form's other fields, when a file was too large. */ fields?: FormData;
    };

/**
 * The form's fields, with each chosen file as a File (in memory: at most the cap). A file input left empty
 * is absent from the result, as a missing field, while a chosen file that is empty is kept (the check then
 * says "The file is empty."). A file over its cap gives 413 with `tooLargeMessage` and the other fields in
 * `fields`; a body over the ceiling gives the 413 alone, anything unreadable 400.
 */
export async function readUploadForm(request: Request, limits: UploadFormLimits): Promise<UploadFormResult> {
  const tooLarge = { ok: false, status: 413, message: limits.tooLargeMessage } as const;
  const unreadable = { ok: false, status: 400, message: unreadableFormMessage() } as const;
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "")) return unreadable;
  const ceiling = uploadBodyCeiling(limits);
  // A body that says up front it is over the ceiling is refused before a byte of it is read.
  if (Number(request.headers.get("content-length") ?? 0) > ceiling) return tooLarge;
  let oversized = false;
  try {
    const formData = await parseFormData(
      request,
      { maxFiles: limits.maxFiles ?? 1, maxFileSize: ceiling, maxTotalSize: ceiling, maxParts: 100, maxHeaderSize: 8 * 1024 },
      (file) => {
        // Browsers send an unused file input as a part without a file name and without content.
        if (file.size === 0 && (file.name === "" || file.name === "file-upload")) return null;
        if (file.size <= limits.maxFileBytes) return file;
        oversized = true;
        return null;
      },
    );
    return oversized ? { ...tooLarge, fields: formData } : { ok: true, formData };
  } catch (e) {
    if (e instanceof MaxFileSizeExceededError || e instanceof MaxTotalSizeExceededError) return tooLarge;
    // Everything else the parser refuses (too many files or fields, huge part headers, a broken or cut-off
    // body): the browser did not send this form, so a plain 400.
    if (e instanceof FormDataParseError || e instanceof MultipartParseError) return unreadable;
    throw e;
  }
}
