import { data } from "react-router";
import type { Route } from "./+types/account";
import {
  accountTexts,
  companiesOwnedAlone,
  deleteAccount,
  getAccount,
  passwordMatches,
  updateLanguage,
  updateProfile,
  type AccountActionData,
  type AccountDetails,
} from "#app/features/account/public.server.ts";
import { phoneForDisplay, requireUser, serverSchemas, type SessionUser } from "#app/features/auth/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { readForm } from "#app/lib/request.server.ts";
import { db, services } from "#app/lib/services.server.ts";
import { isLocale } from "#app/lib/i18n/locale.ts";

/** The /account loader: the signed-in user's details (the guard sends others to /auth). */
export async function loader({ request, url }: Route.LoaderArgs): Promise<AccountDetails> {
  const user = await requireUser(request, url);
  const account = await getAccount(user.id);
  if (!account) return { fullName: user.name, phoneNumber: "", email: user.email, language: "en" };
  return { ...account, phoneNumber: phoneForDisplay(account.phoneNumber) };
}

/**
 * The /account action: the profile form, validated with the registration rules (profileSchema), or the
 * "Delete my account" form (intent delete-account).
 */
export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser(request, url);
  const form = await readForm(request);
  if (form.get("intent") === "delete-account") return deleteAccountAction(request, user, form);
  if (form.get("intent") === "update-language") return updateLanguageAction(user, form);
  // The phone number is read in the account's own country (an employer's in Germany) and stored as E.164.
  const submission = parseForm(form, serverSchemas.profile(user.kind));
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
        toast: { title: accountTexts.failed(), description: accountTexts.failedText(), variant: "error" },
      },
      { status: 503 },
    );
  }
  return data<AccountActionData>({
    ok: true,
    result: submission.reply({ resetForm: true }),
    toast: { title: accountTexts.updated(), description: accountTexts.updatedText() },
  });
}

/**
 * "Language for e-mails": English or Deutsch, a plain form. The toast and the page answer in the page's language;
 * the mails from now on are written in the chosen one (decision 206).
 */
async function updateLanguageAction(user: SessionUser, form: FormData) {
  const language = form.get("language");
  if (!isLocale(language)) {
    return data<AccountActionData>({ ok: false, languageError: accountTexts.languageInvalid() }, { status: 400 });
  }
  try {
    await updateLanguage(user.id, language);
  } catch (error) {
    console.error("[account] language update failed:", error);
    return data<AccountActionData>(
      { ok: false, toast: { title: accountTexts.failed(), description: accountTexts.languageFailedText(), variant: "error" } },
      { status: 503 },
    );
  }
  return redirectWithToast("/account", {
    title: accountTexts.languageSaved(),
    description: accountTexts.languageSavedText(language),
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
    return data<AccountActionData>({ ok: false, deleteError: accountTexts.deletePassword() }, { status: 400 });
  }
  // Password guesses through this form are limited per account, as the sign-in's are per address.
  const { allowed } = await consumeRateLimit(db(), `delete-account:${user.id}`, DELETE_ATTEMPTS, DELETE_WINDOW_SECONDS);
  if (!allowed) return data<AccountActionData>({ ok: false, deleteError: accountTexts.tooManyAttempts() }, { status: 429 });
  if (!(await passwordMatches(request, password))) {
    return data<AccountActionData>({ ok: false, deleteError: accountTexts.deleteWrongPassword() }, { status: 400 });
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
    return data<AccountActionData>({ ok: false, deleteError: accountTexts.deleteFailed() }, { status: 503 });
  }
  return redirectWithToast("/", { title: accountTexts.deleted(), description: accountTexts.deletedText() }, { headers: cookies });
}
