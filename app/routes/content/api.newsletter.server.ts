import { data } from "react-router";
import type { Route } from "./+types/api.newsletter";
import { NEWSLETTER_ANCHOR, subscribedToast } from "#app/features/newsletter/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { localeOfPath } from "#app/lib/i18n/locale.ts";
import { subscribeFromForm } from "#app/features/newsletter/public.server.ts";
import { isDocumentRequest } from "#app/lib/document-request.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { clientIp, consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { readForm } from "#app/lib/request.server.ts";
import { safeRedirect } from "#app/lib/redirects.ts";
import { services } from "#app/lib/services.server.ts";


export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST email=...: { ok: true }, or 400 { error }. A form sent without script is redirected back with a toast. The
 * endpoint has no German address: the answer, the toast and the confirmation mail are in the language of the page
 * the form was on (its redirectTo), and the subscription keeps it for its mails (decision 206).
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  }
  const form = await readForm(request);
  return withLocale(localeOfPath(safeRedirect(form.get("redirectTo"), "/")), () => subscribeAction(request, form));
}

async function subscribeAction(request: Request, form: FormData) {
  const TOO_MANY_REQUESTS = m.account_alert_too_many();
  const { config, database } = services();
  const limit = await consumeRateLimit(
    database.db,
    `newsletter:${clientIp(request)}`,
    config.RATE_LIMIT_FORM_MAX,
    config.RATE_LIMIT_FORM_WINDOW_SECONDS,
  );
  const result = limit.allowed ? await subscribeFromForm(form) : { ok: false as const, error: TOO_MANY_REQUESTS };

  if (isDocumentRequest(request)) {
    const toast = result.ok
      ? subscribedToast()
      : { title: m.account_news_failed(), description: result.error, variant: "error" as const };
    // Back to the page the form was on (its own fragment replaced by the newsletter block's), else the blog.
    const back = safeRedirect(form.get("redirectTo"), "/blog").split("#")[0];
    return redirectWithToast(`${back}#${NEWSLETTER_ANCHOR}`, toast);
  }
  if (!limit.allowed)
    return data({ error: TOO_MANY_REQUESTS }, { status: 429, headers: { "Retry-After": String(limit.retryAfter) } });
  return result.ok ? data({ ok: true as const }) : data({ error: result.error }, { status: 400 });
}
