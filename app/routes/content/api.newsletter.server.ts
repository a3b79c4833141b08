import { data } from "react-router";
import type { Route } from "./+types/api.newsletter";
import { NEWSLETTER_ANCHOR, SUBSCRIBED_TOAST } from "#app/features/newsletter/public.ts";
import { subscribeFromForm } from "#app/features/newsletter/public.server.ts";
import { isDocumentRequest } from "#app/lib/document-request.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { clientIp, consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { readForm } from "#app/lib/request.server.ts";
import { safeRedirect } from "#app/lib/redirects.ts";
import { services } from "#app/lib/services.server.ts";

const TOO_MANY_REQUESTS = "Too many requests. Please wait a minute and try again.";

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** POST email=...: { ok: true }, or 400 { error }. A form sent without script is redirected back with a toast. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  }
  const form = await readForm(request);
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
      ? SUBSCRIBED_TOAST
      : { title: "Subscription failed", description: result.error, variant: "error" as const };
    // Back to the page the form was on (its own fragment replaced by the newsletter block's), else the blog.
    const back = safeRedirect(form.get("redirectTo"), "/blog").split("#")[0];
    return redirectWithToast(`${back}#${NEWSLETTER_ANCHOR}`, toast);
  }
  if (!limit.allowed)
    return data({ error: TOO_MANY_REQUESTS }, { status: 429, headers: { "Retry-After": String(limit.retryAfter) } });
  return result.ok ? data({ ok: true as const }) : data({ error: result.error }, { status: 400 });
}
