import { data } from "react-router";
import { m } from "#app/lib/i18n/i18n.ts";
import { redirect } from "#app/lib/i18n/redirect.ts";
import { parseForm } from "#app/lib/forms.ts";
import { safeRedirect } from "#app/lib/redirects.ts";
import { unlocalizePath } from "#app/lib/i18n/locale.ts";
import { readForm } from "#app/lib/request.server.ts";
import { db } from "#app/lib/services.server.ts";
import { EMPLOYER_REGISTER_INTENT, type AuthActionData, type AuthIntent } from "./action-data.ts";
import { callAuthEndpoint, cookieHeaders, type AuthEndpointResult } from "./auth-endpoints.server.ts";
import { findPendingInvitation } from "./invitations.server.ts";
import { serverSchemas } from "./phone.server.ts";
import { getUser } from "./guards.server.ts";

/*
 * The rules the sign-in forms share (return paths, texts, the answer's shape) and the employer sign-up's
 * loader and action. The /auth and /reset-password routes own their loaders and actions
 * (app/routes/account/auth.server.ts, reset-password.server.ts).
 */

/** Where the verification link leads (the /auth page then says the address is verified). */
export const VERIFIED_CALLBACK = "/auth?verified=1";
/** Where an employer starts after signing in (the employers feature's EMPLOYER_HOME; auth cannot import it). */
export const EMPLOYER_START = "/employer";
/** The verification link of an employer sign-up: the sign-in page, returning to `returnTo` afterwards. */
export const employerVerifiedCallback = (returnTo: string) => `/auth?verified=1&redirectTo=${encodeURIComponent(returnTo)}`;

/**
 * Where a sign-in may return to: a safe same-site path (lib/redirects.ts), but never back to the sign-in
 * pages themselves or to an endpoint.
 */
const NO_RETURN_TO = ["/auth", "/register", "/employers/register", "/reset-password", "/logout", "/api"];

export function signInReturnPath(value: unknown, fallback = "/"): string {
  // The English address (a German page sends /de/...): redirects and mails put it into their own language.
  return safeRedirect(typeof value === "string" ? unlocalizePath(value) : value, fallback, { refuse: NO_RETURN_TO });
}

/**
 * Where a verification link leads: back to the page the person came from (signed in by the link, decision 021)
 * when the form carries a return path, else the sign-in page saying the address is verified.
 */
export function verificationCallback(redirectTo: unknown): string {
  return signInReturnPath(redirectTo, "") || VERIFIED_CALLBACK;
}

/** The texts of docs/product.md#toasts and of our own additions, word for word: message functions, called when answering. */
export const authTexts = {
  loginFailed: m.account_auth_login_failed,
  signInFallback: m.account_auth_sign_in_fallback,
  emailNotVerified: m.account_auth_email_not_verified,
  tooManyAttempts: m.account_auth_too_many,
  registrationFailed: m.account_auth_registration_failed,
  signUpFallback: m.account_auth_sign_up_fallback,
  registrationOk: m.account_auth_registration_ok,
  checkEmail: m.account_auth_check_email,
  verificationSent: m.account_auth_verification_sent,
  verificationSentText: m.account_auth_verification_sent_text,
  resetRequestedTitle: m.account_auth_reset_requested_title,
  resetRequested: m.account_auth_reset_requested,
  genericFailed: m.account_auth_generic_failed,
  genericFailedText: m.account_auth_generic_failed_text,
  passwordUpdated: m.account_auth_password_updated,
  passwordUpdatedText: m.account_auth_password_updated_text,
  resetFailed: m.account_auth_reset_failed,
  resetInvalid: m.account_auth_reset_invalid,
  invalidCredentials: m.account_auth_invalid_credentials,
} as const;

export type AuthReply = ReturnType<typeof data<AuthActionData>>;

/** The answer of an auth form that does not redirect: the page's action data, with its status. */
export function authReply(body: AuthActionData, status = 200, headers?: Headers): AuthReply {
  return data(body, { status, headers });
}

/** A refusal of a submission other than sign-in and sign-up. */
export function authFailure(intent: AuthIntent, result: AuthEndpointResult): AuthReply {
  const description = result.status === 429 ? authTexts.tooManyAttempts() : (result.message ?? authTexts.genericFailedText());
  return authReply(
    { intent, ok: false, toast: { title: authTexts.genericFailed(), description, variant: "error" } },
    result.status,
  );
}

/** Fields never sent back to the page (a password stays in the request that carried it). */
export const HIDDEN_PASSWORD = { hideFields: ["password"] };

/**
 * The employer sign-up (/employers/register): the job seeker's fields and the company's name, which creates the
 * company with the new account as its owner. An invited colleague sends the invitation's id instead of a
 * company name: the account becomes an employer's only if the invitation is pending for that address (the
 * user-creation hook in auth.server.ts checks it), and the verification link then leads to the invitation.
 */
export async function employerRegisterAction(request: Request): Promise<AuthReply> {
  const intent = EMPLOYER_REGISTER_INTENT;
  const form = await readForm(request);
  const invitationId = form.get("invitationId");
  const invited = typeof invitationId === "string" && invitationId !== "";
  const submission = invited ? parseForm(form, serverSchemas.invitedRegister) : parseForm(form, serverSchemas.employerRegister);
  if (submission.status !== "success") return authReply({ intent, ok: false, result: submission.reply(HIDDEN_PASSWORD) }, 400);

  const { fullName, phoneNumber, email, password } = submission.value;
  const returnTo = invited ? `/employer/invitations/${encodeURIComponent(invitationId)}` : EMPLOYER_START;
  const result = await callAuthEndpoint(request, "/sign-up/email", {
    name: fullName,
    email,
    password,
    phoneNumber,
    ...(invited ? { invitationId } : { companyName: "companyName" in submission.value ? submission.value.companyName : "" }),
    callbackURL: employerVerifiedCallback(returnTo),
  });
  if (result.status === 200) {
    return authReply(
      { intent, ok: true, email, toast: { title: authTexts.registrationOk(), description: authTexts.checkEmail() } },
      200,
      cookieHeaders(result.setCookies),
    );
  }
  const description = result.status === 429 ? authTexts.tooManyAttempts() : (result.message ?? authTexts.signUpFallback());
  return authReply(
    {
      intent,
      ok: false,
      result: submission.reply(HIDDEN_PASSWORD),
      toast: { title: authTexts.registrationFailed(), description, variant: "error" },
    },
    result.status,
  );
}

/**
 * The loader of /employers/register: a signed-in account goes to its start page; `?invitation=` with a pending
 * invitation prefills its address and names the company (an unknown or expired one: the plain sign-up, with a note).
 */
export async function employerRegisterLoader(request: Request, url: URL) {
  const user = await getUser(request);
  if (user) throw redirect(user.kind === "employer" ? EMPLOYER_START : "/");
  const invitationId = url.searchParams.get("invitation");
  if (!invitationId) return { invitation: null, invitationInvalid: false };
  const found = await findPendingInvitation(db(), invitationId);
  return {
    invitation: found ? { id: found.id, email: found.email, companyName: found.companyName, role: found.role } : null,
    invitationInvalid: !found,
  };
}
