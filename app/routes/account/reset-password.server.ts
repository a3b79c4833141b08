import { data } from "react-router";
import type { Route } from "./+types/reset-password";
import { newPasswordSchema, TOKEN_MAX, type ResetActionData } from "#app/features/auth/public.ts";
import {
  authTexts,
  callAuthEndpoint,
  cookieHeaders,
  dropSetPasswordToken,
  issueSetPasswordToken,
  markConfirmed,
  signInReturnPath,
  unconfirmedAccountOfLink,
} from "#app/features/auth/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { readForm } from "#app/lib/request.server.ts";
import { db, services } from "#app/lib/services.server.ts";

/** The action of /reset-password: the new password goes through Better Auth's /reset-password endpoint. */
export async function action({ request }: Route.ActionArgs): Promise<Response | ReturnType<typeof data<ResetActionData>>> {
  const form = await readForm(request);
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
      { title: authTexts.passwordUpdated(), description: authTexts.passwordUpdatedText() },
      { headers: cookieHeaders(result.setCookies), replace: true },
    );
  }
  if (confirming) await dropSetPasswordToken(db(), token);
  if (result.code === "INVALID_TOKEN" || result.code === "USER_NOT_FOUND") {
    return data({ invalidToken: true }, { status: 400 });
  }
  const description = result.status === 429 ? authTexts.tooManyAttempts() : (result.message ?? authTexts.genericFailedText());
  return data({ toast: { title: authTexts.resetFailed(), description, variant: "error" as const } }, { status: result.status });
}

/** The loader of /reset-password: the token Better Auth put into the link, or the reason there is none. */
export function loader({ request }: Route.LoaderArgs) {
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
