/**
 * The size limits of uploaded files, with the sentence shown under the field. Client-safe: the pages check a
 * chosen file's size before sending it (a phone on a slow link should not send 6 MB to hear it is too large),
 * and the server checks again while the body arrives (form.server.ts).
 */
import { m } from "#app/lib/i18n/i18n.ts";

export const MB = 1024 * 1024;

export interface FileLimit {
  /** The largest file accepted, in bytes. */
  maxFileBytes: number;
  /** What the user reads when a file is over it. */
  tooLargeMessage: string;
}

/** A CV: a PDF or a Word document of at most 5 MB. The message is read when shown, in the page's language. */
export const CV_FILE_LIMIT: FileLimit = {
  maxFileBytes: 5 * MB,
  get tooLargeMessage() {
    return m.account_upload_cv_too_large();
  },
};

/** A company logo: an image of at most 1 MB. */
export const LOGO_FILE_LIMIT: FileLimit = {
  maxFileBytes: 1 * MB,
  get tooLargeMessage() {
    return m.employer_logo_error_too_large();
  },
};

/** The field's message for a chosen file over the limit, or null (nothing chosen, or small enough). */
export function fileTooLarge(file: Pick<File, "size"> | null | undefined, limit: FileLimit): string | null {
  return file && file.size > limit.maxFileBytes ? limit.tooLargeMessage : null;
}

/** A file's size as people read it: "2.1 MB", or "340 KB" below a megabyte. */
export function fileSize(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
