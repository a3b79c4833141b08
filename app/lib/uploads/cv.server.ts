import { fileTypeFromBuffer } from "file-type";
import { m } from "#app/lib/i18n/i18n.ts";
import { refuse, type UploadRefusal } from "./checks.ts";
import { CV_FILE_LIMIT } from "./limits.ts";

/** A CV may be a PDF or a Word document (.docx), of at most 5 MB. */
export const CV_MAX_BYTES = CV_FILE_LIMIT.maxFileBytes;

export const CV_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

/** The refusals, read when used (getters): in the language of the request, /de/profile's in German. */
export const CV_MESSAGES = {
  get empty() {
    return m.account_upload_empty();
  },
  get tooLarge() {
    return CV_FILE_LIMIT.tooLargeMessage;
  },
  get type() {
    return m.account_upload_cv_type();
  },
  get damaged() {
    return m.account_upload_cv_damaged();
  },
};

export type CvCheck =
  { ok: true; contentType: (typeof CV_TYPES)[keyof typeof CV_TYPES]; extension: keyof typeof CV_TYPES } | UploadRefusal;

/** Does the file end as a complete one does? A cut-off upload or a file with something glued on fails. */
function looksComplete(bytes: Uint8Array, extension: keyof typeof CV_TYPES): boolean {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (extension === "pdf") {
    // The end-of-file marker; readers accept up to a kilobyte or so of trailing bytes after it.
    const eof = tail.lastIndexOf("%%EOF", undefined, "latin1");
    return eof >= 0 && eof >= bytes.byteLength - 2048;
  }
  // A ZIP's end-of-central-directory record sits in its last 22 bytes plus a comment of at most 64 KB.
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return end >= 0 && end >= bytes.byteLength - (22 + 0xffff);
}

/**
 * Checks an uploaded CV by its bytes (the file name and the browser's type are never trusted): a PDF, or a
 * ZIP whose Office content types say it is a Word document. A renamed executable or image, a plain ZIP,
 * a spreadsheet or a macro-enabled .docm are refused.
 */
export async function checkCv(bytes: Uint8Array): Promise<CvCheck> {
  if (bytes.byteLength === 0) return refuse("empty", CV_MESSAGES.empty);
  if (bytes.byteLength > CV_MAX_BYTES) return refuse("too-large", CV_MESSAGES.tooLarge);
  const type = await fileTypeFromBuffer(bytes);
  const extension = type?.ext === "pdf" ? "pdf" : type?.ext === "docx" ? "docx" : undefined;
  if (!extension || type?.mime !== CV_TYPES[extension]) return refuse("type", CV_MESSAGES.type);
  if (!looksComplete(bytes, extension)) return refuse("damaged", CV_MESSAGES.damaged);
  return { ok: true, contentType: CV_TYPES[extension], extension };
}
