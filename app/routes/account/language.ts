// eslint-disable-next-line no-restricted-imports -- leads to the chosen language's address, not the current one
import { redirect } from "react-router";
import type { Route } from "./+types/language";
import { isLocale, localizePath } from "#app/lib/i18n/locale.ts";
import { LANGUAGE_COOKIE, LANGUAGE_MAX_AGE } from "#app/lib/i18n/language-choice.ts";
import { safeRedirect } from "#app/lib/redirects.ts";
import { services } from "#app/lib/services.server.ts";

/**
 * The language switch of the header and footer: a plain link (`/language?to=de&next=/jobs`), so it works without
 * scripts. Remembers the choice for a year (docs/decisions/207) and opens the same page in that language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  const next = safeRedirect(url.searchParams.get("next"), "/", { refuse: ["/language"] });
  if (!isLocale(to)) return new Response("to must be en or de", { status: 400, headers: { "Content-Type": "text/plain" } });
  const secure = services().config.publicUrl.startsWith("https://");
  const cookie = `${LANGUAGE_COOKIE}=${to}; Path=/; Max-Age=${LANGUAGE_MAX_AGE}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  return redirect(localizePath(next, to), {
    status: 303,
    headers: { "Set-Cookie": cookie, "Cache-Control": "private, no-store" },
  });
}
