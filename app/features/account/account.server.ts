import { eq } from "drizzle-orm";
import { data } from "react-router";
import { profiles, user as users } from "#db/schema.ts";
import { profileSchema } from "#app/features/auth/public.ts";
import { requireUser, type SessionUser } from "#app/features/auth/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { parseForm, type FormResult } from "#app/lib/forms.ts";
import { db, services } from "#app/lib/services.server.ts";
import type { Toast } from "#app/lib/toast.ts";
import { companiesOwnedAlone, deleteAccount, passwordMatches } from "./privacy.server.ts";

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

/** The profile (profiles.full_name, phone_number) and the sign-in address of a user. */
export async function getAccount(userId: string): Promise<AccountDetails | null> {
  const [row] = await db()
    .select({ name: users.name, email: users.email, fullName: profiles.fullName, phoneNumber: profiles.phoneNumber })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return { fullName: row.fullName ?? row.name, phoneNumber: row.phoneNumber ?? "", email: row.email };
}

/** Saves name and phone (docs/product.md#accounts), and the name on the account as well. */
export async function updateProfile(userId: string, input: { fullName: string; phoneNumber: string }): Promise<void> {
  const now = new Date();
  await db().transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: userId, fullName: input.fullName, phoneNumber: input.phoneNumber, updatedAt: now })
      .onConflictDoUpdate({
        target: profiles.id,
        set: { fullName: input.fullName, phoneNumber: input.phoneNumber, updatedAt: now },
      });
    await tx.update(users).set({ name: input.fullName, updatedAt: now }).where(eq(users.id, userId));
  });
}

/** The /account loader: the signed-in user's details (the guard sends others to /auth). */
export async function accountLoader(request: Request, url: URL): Promise<AccountDetails> {
  const user = await requireUser(request, url);
  return (await getAccount(user.id)) ?? { fullName: user.name, phoneNumber: "", email: user.email };
}

/**
 * The /account action: the profile form, validated with the registration rules (profileSchema), or the
 * "Delete my account" form (intent delete-account).
 */
export async function accountAction(request: Request, url: URL) {
  const user = await requireUser(request, url);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<AccountActionData>({ ok: false }, { status: 400 });
  }
  if (form.get("intent") === "delete-account") return deleteAccountAction(request, user, form);
  const submission = parseForm(form, profileSchema);
  if (submission.status !== "success") {
    return data<AccountActionData>({ ok: false, result: submission.reply() }, { status: 400 });
  }
  try {
    await updateProfile(user.id, submission.value);
  } catch (error) {
    console.error("[account] profile update failed:", error);
    return data<AccountActionData>(
      {
        ok: false,
        result: submission.reply(),
        toast: { title: accountTexts.failed, description: accountTexts.failedText, variant: "error" },
      },
      { status: 503 },
    );
  }
  return data<AccountActionData>({
    ok: true,
    result: submission.reply({ resetForm: true }),
    toast: { title: accountTexts.updated, description: accountTexts.updatedText },
  });
}

/**
 * "Delete my account": confirmed with the password (checked by Better Auth against this session). The only
 * owner of a company cannot delete the account: the company, its jobs and its applicants would have nobody to
 * manage them (decision 020). After the deletion the session cookie is cleared and the visitor lands on the
 * home page with a toast.
 */
const DELETE_ATTEMPTS = 5;
const DELETE_WINDOW_SECONDS = 10 * 60;

async function deleteAccountAction(request: Request, user: SessionUser, form: FormData) {
  const password = form.get("password");
  if (typeof password !== "string" || password === "") {
    return data<AccountActionData>({ ok: false, deleteError: accountTexts.deletePassword }, { status: 400 });
  }
  // Password guesses through this form are limited per account, as the sign-in's are per address.
  const { allowed } = await consumeRateLimit(db(), `delete-account:${user.id}`, DELETE_ATTEMPTS, DELETE_WINDOW_SECONDS);
  if (!allowed) return data<AccountActionData>({ ok: false, deleteError: accountTexts.tooManyAttempts }, { status: 429 });
  if (!(await passwordMatches(request, password))) {
    return data<AccountActionData>({ ok: false, deleteError: accountTexts.deleteWrongPassword }, { status: 400 });
  }
  const ownedAlone = await companiesOwnedAlone(user.id);
  if (ownedAlone.length > 0) {
    return data<AccountActionData>({ ok: false, deleteError: accountTexts.deleteSoleOwner(ownedAlone) }, { status: 409 });
  }
  // Sign out first, while the session still exists, for the headers that clear the browser's cookies.
  const cookies = new Headers();
  try {
    const { headers } = await services().auth.api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
  } catch (error) {
    console.error("[account] sign-out before deletion failed:", error);
  }
  try {
    await deleteAccount(user);
  } catch (error) {
    console.error("[account] deletion failed:", error);
    return data<AccountActionData>({ ok: false, deleteError: accountTexts.deleteFailed }, { status: 503 });
  }
  return redirectWithToast("/", { title: accountTexts.deleted, description: accountTexts.deletedText }, { headers: cookies });
}
