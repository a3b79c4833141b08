import { data, redirect, replace } from "react-router";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { safeRedirect } from "#app/lib/redirects.ts";
import {
  AUTH_INTENTS,
  EMPLOYER_REGISTER_INTENT,
  type AuthActionData,
  type AuthIntent,
  type ResetActionData,
} from "./action-data.ts";
import { callAuthEndpoint, cookieHeaders, type AuthEndpointResult } from "./auth-endpoints.server.ts";
import { RESET_PASSWORD_PATH } from "./auth.server.ts";
import { dropSetPasswordToken, issueSetPasswordToken, markConfirmed, unconfirmedAccountOfLink } from "./registrant.server.ts";
import { findPendingInvitation } from "./invitations.server.ts";
import { emailSchema, employerRegisterSchema, loginSchema, newPasswordSchema, registerSchema, TOKEN_MAX } from "./schemas.ts";
import { getUser } from "./session.server.ts";
import { db, services } from "#app/lib/services.server.ts";

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
  return safeRedirect(value, fallback, { refuse: NO_RETURN_TO });
}

/**
 * Where a verification link leads: back to the page the person came from (signed in by the link, decision 021)
 * when the form carries a return path, else the sign-in page saying the address is verified.
 */
export function verificationCallback(redirectTo: unknown): string {
  return signInReturnPath(redirectTo, "") || VERIFIED_CALLBACK;
}

/** The texts of docs/product.md#toasts and of our own additions, word for word. */
export const authTexts = {
  loginFailed: "Login failed",
  signInFallback: "An error occurred during sign in.",
  emailNotVerified: "Please verify your email address first. We have sent you a new link.",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  registrationFailed: "Registration failed",
  signUpFallback: "An error occurred during sign up.",
  registrationOk: "Registration successful",
  checkEmail: "Please check your email for verification.",
  verificationSent: "Verification email sent",
  verificationSentText: "Please check your inbox for the new link.",
  resetRequestedTitle: "Check your email",
  resetRequested: "If an account exists for that email, we have sent a link to reset your password.",
  genericFailed: "Something went wrong",
  genericFailedText: "An error occurred. Please try again.",
  passwordUpdated: "Password updated",
  passwordUpdatedText: "You can now log in with your new password.",
  resetFailed: "Password reset failed",
  resetInvalid: "This reset link is invalid or has expired.",
} as const;

type Reply = ReturnType<typeof data<AuthActionData>>;

function reply(body: AuthActionData, status = 200, headers?: Headers): Reply {
  return data(body, { status, headers });
}

/** A refusal of a submission other than sign-in and sign-up. */
function failure(intent: AuthIntent, result: AuthEndpointResult): Reply {
  const description = result.status === 429 ? authTexts.tooManyAttempts : (result.message ?? authTexts.genericFailedText);
  return reply({ intent, ok: false, toast: { title: authTexts.genericFailed, description, variant: "error" } }, result.status);
}

/** Fields never sent back to the page (a password stays in the request that carried it). */
const HIDDEN = { hideFields: ["password"] };

async function login(request: Request, form: FormData): Promise<Response | Reply> {
  const submission = parseForm(form, loginSchema);
  if (submission.status !== "success") return reply({ intent: "login", ok: false, result: submission.reply(HIDDEN) }, 400);

  const { email, password } = submission.value;
  // A sign-in refused for an unverified address sends a new link: it keeps the return path (decision 021).
  const result = await callAuthEndpoint(request, "/sign-in/email", {
    email,
    password,
    callbackURL: verificationCallback(form.get("redirectTo")),
  });
  if (result.status === 200) {
    // A signed-in user goes on, and /auth does not stay in the history (docs/product.md#accounts). Without a
    // page to return to, an employer starts on their dashboard, a job seeker on the home page.
    const kind = (result.body as { user?: { kind?: unknown } } | undefined)?.user?.kind;
    const fallback = kind === "employer" ? EMPLOYER_START : "/";
    return replace(signInReturnPath(form.get("redirectTo"), fallback), { headers: cookieHeaders(result.setCookies) });
  }
  const error = (description: string, extra: Partial<AuthActionData> = {}) =>
    reply(
      {
        intent: "login",
        ok: false,
        result: submission.reply(HIDDEN),
        toast: { title: authTexts.loginFailed, description, variant: "error" },
        ...extra,
      },
      result.status,
      // An unconfirmed account's right password marks this browser as the registrant's (registrant.server.ts).
      cookieHeaders(result.setCookies),
    );
  if (result.status === 429) return error(authTexts.tooManyAttempts);
  if (result.status === 403 && result.code === "EMAIL_NOT_VERIFIED") {
    return error(authTexts.emailNotVerified, { unverifiedEmail: email });
  }
  return error(result.message ?? authTexts.signInFallback);
}

async function register(request: Request, form: FormData): Promise<Reply> {
  const submission = parseForm(form, registerSchema);
  if (submission.status !== "success") return reply({ intent: "register", ok: false, result: submission.reply(HIDDEN) }, 400);

  const { fullName, phoneNumber, email, password } = submission.value;
  // Registered on the way to somewhere (Apply on a job): the verification link signs in and returns there
  // (auto-sign-in.server.ts, decision 021). Otherwise it leads to the sign-in page, which says it is verified.
  const result = await callAuthEndpoint(request, "/sign-up/email", {
    name: fullName,
    email,
    password,
    phoneNumber,
    callbackURL: verificationCallback(form.get("redirectTo")),
  });
  if (result.status === 200) {
    // The sign-up's cookie marks this browser as the registrant's (registrant.server.ts).
    return reply(
      {
        intent: "register",
        ok: true,
        tab: "login",
        email,
        toast: { title: authTexts.registrationOk, description: authTexts.checkEmail },
      },
      200,
      cookieHeaders(result.setCookies),
    );
  }
  const description = result.status === 429 ? authTexts.tooManyAttempts : (result.message ?? authTexts.signUpFallback);
  return reply(
    {
      intent: "register",
      ok: false,
      result: submission.reply(HIDDEN),
      toast: { title: authTexts.registrationFailed, description, variant: "error" },
    },
    result.status,
  );
}

/**
 * The employer sign-up (/employers/register): the job seeker's fields and the company's name, which creates the
 * company with the new account as its owner. An invited colleague sends the invitation's id instead of a
 * company name: the account becomes an employer's only if the invitation is pending for that address (the
 * user-creation hook in auth.server.ts checks it), and the verification link then leads to the invitation.
 */
export async function employerRegisterAction(request: Request): Promise<Reply> {
  const intent = EMPLOYER_REGISTER_INTENT;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return reply({ intent: "unknown", ok: false }, 400);
  }
  const invitationId = form.get("invitationId");
  const invited = typeof invitationId === "string" && invitationId !== "";
  const submission = invited ? parseForm(form, registerSchema) : parseForm(form, employerRegisterSchema);
  if (submission.status !== "success") return reply({ intent, ok: false, result: submission.reply(HIDDEN) }, 400);

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
    return reply(
      { intent, ok: true, email, toast: { title: authTexts.registrationOk, description: authTexts.checkEmail } },
      200,
      cookieHeaders(result.setCookies),
    );
  }
  const description = result.status === 429 ? authTexts.tooManyAttempts : (result.message ?? authTexts.signUpFallback);
  return reply(
    {
      intent,
      ok: false,
      result: submission.reply(HIDDEN),
      toast: { title: authTexts.registrationFailed, description, variant: "error" },
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

async function resendVerification(request: Request, form: FormData): Promise<Reply> {
  const submission = parseForm(form, emailSchema);
  if (submission.status !== "success")
    return reply({ intent: "resend-verification", ok: false, result: submission.reply() }, 400);
  const { email } = submission.value;
  // Sent again from the sign-in page of a job's Apply: the link still signs in and returns to the job.
  const result = await callAuthEndpoint(request, "/send-verification-email", {
    email,
    callbackURL: verificationCallback(form.get("redirectTo")),
  });
  if (result.status !== 200) return failure("resend-verification", result);
  return reply({
    intent: "resend-verification",
    ok: true,
    unverifiedEmail: email,
    email,
    toast: { title: authTexts.verificationSent, description: authTexts.verificationSentText },
  });
}

async function forgotPassword(request: Request, form: FormData): Promise<Reply> {
  const submission = parseForm(form, emailSchema);
  if (submission.status !== "success") return reply({ intent: "forgot-password", ok: false, result: submission.reply() }, 400);
  const { email } = submission.value;
  const result = await callAuthEndpoint(request, "/request-password-reset", { email, redirectTo: RESET_PASSWORD_PATH });
  // The same answer whether or not the address has an account.
  if (result.status !== 200) return failure("forgot-password", result);
  return reply({
    intent: "forgot-password",
    ok: true,
    resetRequested: true,
    toast: { title: authTexts.resetRequestedTitle, description: authTexts.resetRequested },
  });
}

function isIntent(value: unknown): value is AuthIntent {
  return typeof value === "string" && (AUTH_INTENTS as readonly string[]).includes(value);
}

/** The action of /auth and /register: every submission goes through Better Auth's HTTP endpoints. */
export async function authAction(request: Request): Promise<Response | Reply> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return reply({ intent: "unknown", ok: false }, 400);
  }
  const intent = form.get("intent");
  if (!isIntent(intent)) return reply({ intent: "unknown", ok: false }, 400);
  switch (intent) {
    case "login":
      return login(request, form);
    case "register":
      return register(request, form);
    case "resend-verification":
      return resendVerification(request, form);
    case "forgot-password":
      return forgotPassword(request, form);
  }
}

/** The action of /reset-password: the new password goes through Better Auth's /reset-password endpoint. */
export async function resetPasswordAction(request: Request): Promise<Response | ReturnType<typeof data<ResetActionData>>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ invalidToken: true }, { status: 400 });
  }
  const submission = parseForm(form, newPasswordSchema);
  if (submission.status !== "success") {
    if (submission.error?.token) return data({ invalidToken: true }, { status: 400 });
    return data({ result: submission.reply({ hideFields: ["password", "token"] }) }, { status: 400 });
  }
  const confirming = form.get("confirmed") === "1";
  let confirmedAccount: string | undefined;
  // From a confirmation link opened in another browser than the one that made the account (decision 036): the
  // link's token proves the address; the password is set through Better Auth's reset with a token of our own, and
  // only then is the address confirmed.
  let token = submission.value.token;
  if (confirming) {
    const account = await unconfirmedAccountOfLink(db(), services().secret, token);
    if (!account) return data({ invalidToken: true }, { status: 400 });
    token = await issueSetPasswordToken(db(), account.id);
    confirmedAccount = account.id;
  }
  const result = await callAuthEndpoint(request, "/reset-password", { newPassword: submission.value.password, token });
  if (result.status === 200) {
    if (confirmedAccount) await markConfirmed(db(), confirmedAccount);
    const returnTo = signInReturnPath(form.get("redirectTo"), "/");
    return redirectWithToast(
      returnTo === "/" ? "/auth" : `/auth?redirectTo=${encodeURIComponent(returnTo)}`,
      { title: authTexts.passwordUpdated, description: authTexts.passwordUpdatedText },
      { headers: cookieHeaders(result.setCookies), replace: true },
    );
  }
  if (confirming) await dropSetPasswordToken(db(), token);
  if (result.code === "INVALID_TOKEN" || result.code === "USER_NOT_FOUND") {
    return data({ invalidToken: true }, { status: 400 });
  }
  const description = result.status === 429 ? authTexts.tooManyAttempts : (result.message ?? authTexts.genericFailedText);
  return data({ toast: { title: authTexts.resetFailed, description, variant: "error" as const } }, { status: result.status });
}

/**
 * The loader of /auth and /register: a signed-in user goes to / (docs/product.md#accounts). A redirect answering the
 * request for the page means /auth never enters the history, like a history replacement would; a
 * client-side replace here would instead overwrite the page the user came from.
 */
export async function authLoader(request: Request) {
  if (await getUser(request)) throw redirect("/");
  const url = new URL(request.url);
  const verifyError = url.searchParams.get("error");
  return {
    verified: url.searchParams.get("verified") === "1" && !verifyError,
    verifyFailed: url.searchParams.get("verified") === "1" && Boolean(verifyError),
    forgot: url.searchParams.get("forgot") === "1",
    redirectTo: signInReturnPath(url.searchParams.get("redirectTo"), ""),
  };
}

/** The loader of /reset-password: the token Better Auth put into the link, or the reason there is none. */
export function resetPasswordLoader(request: Request) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  return {
    token: url.searchParams.get("error") || token.length === 0 || token.length > TOKEN_MAX ? null : token,
    // A confirmation link opened in another browser than the one that made the account (decision 036): the
    // token is the link's, and the form chooses the password that confirms the address.
    confirmed: url.searchParams.get("confirmed") === "1",
    redirectTo: signInReturnPath(url.searchParams.get("redirectTo"), ""),
  };
}
