import type { FormResult } from "#app/lib/forms.ts";
import type { Toast } from "#app/lib/toast.ts";

export interface AccountDetails {
  fullName: string;
  phoneNumber: string;
  email: string;
}

export interface AccountActionData {
  ok: boolean;
  toast?: Toast;
  /** Conform's reply: messages under the fields and the entered values; after a save, the form shows the saved profile. */
  result?: FormResult;
  /** The message under the password of "Delete my account". */
  deleteError?: string;
}

export const accountTexts = {
  updated: "Profile updated",
  updatedText: "Your name and phone number have been saved.",
  failed: "Update failed",
  failedText: "Your profile could not be saved. Please try again.",
  deletePassword: "Please enter your password to confirm.",
  deleteWrongPassword: "This password is not correct.",
  deleteSoleOwner: (companies: string[]) =>
    `You are the only owner of ${companies.join(", ")}. Make another team member an owner first, or write to us to close the company.`,
  deleteFailed: "Your account could not be deleted. Please try again.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  deleted: "Account deleted",
  deletedText: "Your account and your personal data have been deleted.",
} as const;
