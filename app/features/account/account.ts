import type { FormResult } from "#app/lib/forms.ts";
import type { Toast } from "#app/lib/toast.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { LOCALE_NAMES, type Locale } from "#app/lib/i18n/locale.ts";

export interface AccountDetails {
  fullName: string;
  phoneNumber: string;
  email: string;
  /** The language of the account's e-mails (user.language). */
  language: Locale;
}

export interface AccountActionData {
  ok: boolean;
  toast?: Toast;
  /** Conform's reply: messages under the fields and the entered values; after a save, the form shows the saved profile. */
  result?: FormResult;
  /** The message under the password of "Delete my account". */
  deleteError?: string;
  /** The message under the e-mail language choice. */
  languageError?: string;
}

/** The account page's answers: message functions, called when answering (in the request's language). */
export const accountTexts = {
  updated: m.account_updated,
  updatedText: m.account_updated_text,
  failed: m.account_failed,
  failedText: m.account_failed_text,
  deletePassword: m.account_delete_enter_password,
  deleteWrongPassword: m.account_delete_wrong_password,
  deleteSoleOwner: (companies: string[]) => m.account_delete_sole_owner({ companies: companies.join(", ") }),
  deleteFailed: m.account_delete_failed,
  tooManyAttempts: m.account_too_many_attempts,
  deleted: m.account_deleted,
  deletedText: m.account_deleted_text,
  languageSaved: m.account_language_saved,
  languageSavedText: (language: Locale) => m.account_language_saved_text({ language: LOCALE_NAMES[language] }),
  languageInvalid: m.account_language_invalid,
  languageFailedText: m.account_language_failed_text,
} as const;
