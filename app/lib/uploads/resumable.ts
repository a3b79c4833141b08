/** Where the browser sends resumable uploads (the tus protocol; resumable.server.ts answers). */
import { m } from "#app/lib/i18n/i18n.ts";

export const RESUMABLE_UPLOAD_PATH = "/uploads/resumable";

/** The form field that names a finished resumable upload instead of sending the file again. */
export const RESUMABLE_UPLOAD_FIELD = "upload";

/** Read when used (a getter), in the request's language. */
export const RESUMABLE_MESSAGES = {
  get gone() {
    return m.account_upload_gone();
  },
};
