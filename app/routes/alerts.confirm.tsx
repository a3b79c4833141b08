import { data } from "react-router";
import type { Route } from "./+types/alerts.confirm";
import { EmailLinkPage } from "#app/features/alerts/public.ts";
import { alertById, confirmAlert, readConfirmToken } from "#app/features/alerts/public.server.ts";
import { head } from "#app/lib/seo.ts";
import { db } from "#app/lib/services.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Confirm your job alert", path: "/alerts/confirm", noindex: true, siteData: "none" });

const GONE = { state: "gone", summary: "" } as const;

/** Opening the link only shows the alert and a button: mail scanners open links too (decision 024). */
export async function loader({ params }: Route.LoaderArgs) {
  const link = readConfirmToken(params.token);
  const alert = link ? await alertById(db(), link.alertId) : null;
  if (!link || !alert) return data(GONE, { status: 404 });
  return { state: "ask", summary: alert.summary, frequency: link.frequency } as const;
}

export async function action({ params }: Route.ActionArgs) {
  const confirmed = await confirmAlert(db(), params.token);
  if (!confirmed) return data(GONE, { status: 404 });
  return { state: "confirmed", summary: confirmed.summary, frequency: confirmed.frequency } as const;
}

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
