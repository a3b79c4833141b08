import { redirect } from "#app/lib/i18n/redirect.ts";
import type { Route } from "./+types/data-saver";
import { dataSaverCookie, parseDataSaverChoice } from "#app/lib/data-saver.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { readForm } from "#app/lib/request.server.ts";
import { safeRedirect } from "#app/lib/redirects.ts";
import { services } from "#app/lib/services.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { localeOfPath } from "#app/lib/i18n/locale.ts";

/**
 * The Data saver switch (docs/product.md#data-saver): a plain form in the menu, the footer and the banner.
 * Remembers the choice in a cookie and goes back to the page the form was on, in that page's language (this
 * endpoint has no German address of its own), with the toast in it too.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const choice = parseDataSaverChoice(form.get("mode"));
  const back = safeRedirect(form.get("returnTo"), "/", { refuse: ["/data-saver"] });
  if (!choice) return new Response("mode must be on or off", { status: 400, headers: { "Content-Type": "text/plain" } });
  const secure = services().config.publicUrl.startsWith("https://");
  return withLocale(localeOfPath(new URL(back, "http://x").pathname), () =>
    redirectWithToast(
      back,
      choice === "on"
        ? { title: m.shared_data_saver_on_title(), description: m.shared_data_saver_on_text() }
        : { title: m.shared_data_saver_off_title(), description: m.shared_data_saver_off_text() },
      { headers: { "Set-Cookie": dataSaverCookie(choice, secure), "Cache-Control": "private, no-store" } },
    ),
  );
}

export function loader() {
  return redirect("/");
}
