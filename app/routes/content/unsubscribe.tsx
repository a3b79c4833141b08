import type { Route } from "./+types/unsubscribe";
import { EmailLinkPage } from "#app/features/alerts/public.ts";
import { head } from "#app/lib/seo.ts";

export { action, loader } from "./unsubscribe.server.ts";

/** /unsubscribe/<signed token>: the link of every alert digest and newsletter (unsubscribe.server.ts). */
export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Unsubscribe", path: "/unsubscribe", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  if (state.state === "invalid") {
    return (
      <EmailLinkPage
        title="This link is not valid"
        text="Please use the unsubscribe link from the e-mail exactly as it was sent, or manage your job alerts after signing in."
        next={{ to: "/alerts", label: "Manage job alerts" }}
      />
    );
  }
  if (state.state === "done") {
    return (
      <EmailLinkPage
        title="You're unsubscribed"
        text="You will not get these e-mails any more."
        next={{ to: "/jobs", label: "Browse jobs" }}
      />
    );
  }
  return <EmailLinkPage title="Unsubscribe?" text={`Stop e-mails for ${state.what}.`} action="Unsubscribe" />;
}
