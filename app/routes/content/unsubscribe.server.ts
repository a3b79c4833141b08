import { data } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { alertById, readUnsubscribeToken, unsubscribeAlert } from "#app/features/alerts/public.server.ts";
import { newsletterSubscription, readNewsletterToken, unsubscribeNewsletter } from "#app/features/newsletter/public.server.ts";
import { db } from "#app/lib/services.server.ts";

/**
 * `what` is the alert's summary (in the page's language), or null for the newsletter.
 * /unsubscribe/<signed token>, the link of every alert digest and newsletter (and their List-Unsubscribe
 * header). GET shows what the link ends and a button; it changes nothing, since mail scanners open links. POST
 * (the button, or a mail provider's one-click request under RFC 8058, without cookies) unsubscribes; it reads no
 * session, only the signed token, so server/http.ts lets it through without the same-origin proof.
 */
type Target = { kind: "alert"; id: string } | { kind: "newsletter"; id: number };

function target(token: string): Target | null {
  const alertId = readUnsubscribeToken(token);
  if (alertId) return { kind: "alert", id: alertId };
  const subscription = readNewsletterToken(token, "newsletter-unsubscribe");
  return subscription === null ? null : { kind: "newsletter", id: subscription };
}

export async function loader({ params }: Route.LoaderArgs) {
  const t = target(params.token);
  if (!t) return data({ state: "invalid", what: "" } as const, { status: 404 });
  if (t.kind === "alert") {
    const alert = await alertById(db(), t.id);
    return alert ? ({ state: "ask", what: alert.summary } as const) : ({ state: "done", what: "" } as const);
  }
  const subscription = await newsletterSubscription(t.id);
  return subscription
    ? ({ state: "ask", what: null } as const)
    : ({ state: "done", what: "" } as const);
}

export async function action({ params }: Route.ActionArgs) {
  const t = target(params.token);
  if (!t) return data({ state: "invalid", what: "" } as const, { status: 404 });
  if (t.kind === "alert") await unsubscribeAlert(db(), t.id);
  else await unsubscribeNewsletter(t.id);
  return { state: "done", what: "" } as const;
}
