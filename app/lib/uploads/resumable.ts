/** Where the browser sends resumable uploads (the tus protocol; resumable.server.ts answers). */
export const RESUMABLE_UPLOAD_PATH = "/uploads/resumable";

/** The form field that names a finished resumable upload instead of sending the file again. */
export const RESUMABLE_UPLOAD_FIELD = "upload";

export const RESUMABLE_MESSAGES = {
  gone: "The file you uploaded is no longer here (uploads are kept for a day). Please choose it again.",
} as const;
