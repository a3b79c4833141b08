import { redirect } from "#app/lib/i18n/redirect.ts";
import type { Route } from "./+types/logout";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { safeRedirect } from "#app/lib/redirects.ts";
import { services } from "#app/lib/services.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { localeOfPath } from "#app/lib/i18n/locale.ts";

/** The page the sign-out form was sent from, when it is a safe path on this site; otherwise "/". */
function backTo(request: Request, publicUrl: string): string {
  const referer = request.headers.get("Referer");
  if (!referer || !URL.canParse(referer)) return "/";
  const url = new URL(referer);
  return url.origin === publicUrl ? safeRedirect(url.pathname + url.search) : "/";
}

/**
 * Logout (docs/product.md#accounts): signs out and goes to /auth with the "Logged out" toast, or the "Error" toast.
 * /logout has no German address: the toast and the sign-in page are in the language of the page the form was on.
 */
export async function action({ request }: Route.ActionArgs) {
  const { config } = services();
  const locale = localeOfPath(new URL(backTo(request, config.publicUrl), config.publicUrl).pathname);
  return withLocale(locale, () => signOut(request));
}

async function signOut(request: Request) {
  const { auth, config } = services();
  try {
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    const cookies = new Headers();
    for (const cookie of headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
    return redirectWithToast(
      "/auth",
      { title: m.account_logout_title(), description: m.account_logout_text() },
      { headers: cookies },
    );
  } catch (error) {
    console.error("[auth] sign-out failed:", error);
    return redirectWithToast(backTo(request, config.publicUrl), {
      title: m.account_logout_error(),
      description: m.account_logout_error_text(),
      variant: "error",
    });
  }
}

export function loader() {
  return redirect("/");
}
