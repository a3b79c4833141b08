import { data } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { confirmSubscription, newsletterSubscription, readNewsletterToken } from "#app/features/newsletter/public.server.ts";

/** Opening the link shows a button; the POST confirms (mail scanners open links too: decision 024). */
export async function loader({ params }: Route.LoaderArgs) {
  const id = readNewsletterToken(params.token, "newsletter-confirm");
  const subscription = id === null ? null : await newsletterSubscription(id);
  if (!subscription) return data({ state: "gone" } as const, { status: 404 });
  return { state: subscription.confirmedAt ? "confirmed" : "ask" } as const;
}

export async function action({ params }: Route.ActionArgs) {
  const id = readNewsletterToken(params.token, "newsletter-confirm");
  if (id === null || !(await confirmSubscription(id))) return data({ state: "gone" } as const, { status: 404 });
  return { state: "confirmed" } as const;
}
