import type { Route } from "./+types/alerts.confirm";
import { EmailLinkPage } from "#app/features/alerts/public.ts";
import { head } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Confirm your job alert", path: "/alerts/confirm", noindex: true, siteData: "none" });

export { action, loader } from "./alerts.confirm.server.ts";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  if (state.state === "gone") {
    return (
      <EmailLinkPage
        title="This link is no longer valid"
        text="The job alert does not exist any more (an alert not confirmed within 7 days is deleted). You can create it again from any search."
        next={{ to: "/jobs", label: "Browse jobs" }}
      />
    );
  }
  if (state.state === "confirmed") {
    return (
      <EmailLinkPage
        title="Your job alert is on"
        text={`You'll get ${state.frequency} e-mails with new jobs for: ${state.summary}. Every e-mail has a link to unsubscribe.`}
        next={{ to: "/jobs", label: "Browse jobs" }}
      />
    );
  }
  return (
    <EmailLinkPage
      title="Confirm your job alert"
      text={`${state.frequency === "daily" ? "Daily" : "Weekly"} e-mails with new jobs for: ${state.summary}.`}
      action="Confirm job alert"
    />
  );
}
