import { redirect, replace } from "#app/lib/i18n/redirect.ts";
import type { Route } from "./+types/auth";
import { AUTH_INTENTS, emailSchema, loginSchema, type AuthActionData, type AuthIntent } from "#app/features/auth/public.ts";
import {
  authFailure,
  authReply,
  authTexts,
  callAuthEndpoint,
  cookieHeaders,
  EMPLOYER_START,
  getUser,
  HIDDEN_PASSWORD,
  RESET_PASSWORD_PATH,
  serverSchemas,
  signInReturnPath,
  verificationCallback,
  type AuthReply,
} from "#app/features/auth/public.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { readForm } from "#app/lib/request.server.ts";

async function login(request: Request, form: FormData): Promise<Response | AuthReply> {
  const submission = parseForm(form, loginSchema);
  if (submission.status !== "success")
    return authReply({ intent: "login", ok: false, result: submission.reply(HIDDEN_PASSWORD) }, 400);

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
    authReply(
      {
        intent: "login",
        ok: false,
        result: submission.reply(HIDDEN_PASSWORD),
        toast: { title: authTexts.loginFailed(), description, variant: "error" },
        ...extra,
      },
      result.status,
      // An unconfirmed account's right password marks this browser as the registrant's (registrant.server.ts).
      cookieHeaders(result.setCookies),
    );
  if (result.status === 429) return error(authTexts.tooManyAttempts());
  if (result.status === 403 && result.code === "EMAIL_NOT_VERIFIED") {
    return error(authTexts.emailNotVerified(), { unverifiedEmail: email });
  }
  // Better Auth's own words are English: its refusal of a wrong address or password, in the page's language.
  if (result.code === "INVALID_EMAIL_OR_PASSWORD") return error(authTexts.invalidCredentials());
  return error(result.message ?? authTexts.signInFallback());
}

async function register(request: Request, form: FormData): Promise<AuthReply> {
  const submission = parseForm(form, serverSchemas.jobSeekerRegister);
  if (submission.status !== "success")
    return authReply({ intent: "register", ok: false, result: submission.reply(HIDDEN_PASSWORD) }, 400);

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
    return authReply(
      {
        intent: "register",
        ok: true,
        tab: "login",
        email,
        toast: { title: authTexts.registrationOk(), description: authTexts.checkEmail() },
      },
      200,
      cookieHeaders(result.setCookies),
    );
  }
  const description = result.status === 429 ? authTexts.tooManyAttempts() : (result.message ?? authTexts.signUpFallback());
  return authReply(
    {
      intent: "register",
      ok: false,
      result: submission.reply(HIDDEN_PASSWORD),
      toast: { title: authTexts.registrationFailed(), description, variant: "error" },
    },
    result.status,
  );
}

async function resendVerification(request: Request, form: FormData): Promise<AuthReply> {
  const submission = parseForm(form, emailSchema);
  if (submission.status !== "success")
    return authReply({ intent: "resend-verification", ok: false, result: submission.reply() }, 400);
  const { email } = submission.value;
  // Sent again from the sign-in page of a job's Apply: the link still signs in and returns to the job.
  const result = await callAuthEndpoint(request, "/send-verification-email", {
    email,
    callbackURL: verificationCallback(form.get("redirectTo")),
  });
  if (result.status !== 200) return authFailure("resend-verification", result);
  return authReply({
    intent: "resend-verification",
    ok: true,
    unverifiedEmail: email,
    email,
    toast: { title: authTexts.verificationSent(), description: authTexts.verificationSentText() },
  });
}

async function forgotPassword(request: Request, form: FormData): Promise<AuthReply> {
  const submission = parseForm(form, emailSchema);
  if (submission.status !== "success")
    return authReply({ intent: "forgot-password", ok: false, result: submission.reply() }, 400);
  const { email } = submission.value;
  const result = await callAuthEndpoint(request, "/request-password-reset", { email, redirectTo: RESET_PASSWORD_PATH });
  // The same answer whether or not the address has an account.
  if (result.status !== 200) return authFailure("forgot-password", result);
  return authReply({
    intent: "forgot-password",
    ok: true,
    resetRequested: true,
    toast: { title: authTexts.resetRequestedTitle(), description: authTexts.resetRequested() },
  });
}

function isIntent(value: unknown): value is AuthIntent {
  return typeof value === "string" && (AUTH_INTENTS as readonly string[]).includes(value);
}

/** The action of /auth and /register: every submission goes through Better Auth's HTTP endpoints. */
export async function action({ request }: Route.ActionArgs): Promise<Response | AuthReply> {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isIntent(intent)) return authReply({ intent: "unknown", ok: false }, 400);
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

/**
 * The loader of /auth and /register: a signed-in user goes to / (docs/product.md#accounts). A redirect answering the
 * request for the page means /auth never enters the history, like a history replacement would; a
 * client-side replace here would instead overwrite the page the user came from.
 */
export async function loader({ request }: Route.LoaderArgs) {
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
