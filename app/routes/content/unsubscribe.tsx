import type { Route } from "./+types/unsubscribe";
import { EmailLinkPage } from "#app/features/alerts/public.ts";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export { action, loader } from "./unsubscribe.server.ts";

/** /unsubscribe/<signed token>: the link of every alert digest and newsletter (unsubscribe.server.ts). */
export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.account_unsub_title(), path: "/unsubscribe", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  if (state.state === "invalid") {
    return (
      <EmailLinkPage
        title={m.account_unsub_invalid_title()}
        text={m.account_unsub_invalid_text()}
        next={{ to: "/alerts", label: m.account_unsub_manage() }}
      />
    );
  }
  if (state.state === "done") {
    return (
      <EmailLinkPage
        title={m.account_unsub_done_title()}
        text={m.account_unsub_done_text()}
        next={{ to: "/jobs", label: m.account_alert_browse() }}
      />
    );
  }
  return (
    <EmailLinkPage
      title={m.account_unsub_ask_title()}
      text={state.what === null ? m.account_unsub_ask_newsletter() : m.account_unsub_ask_alert({ summary: state.what })}
      action={m.account_unsub_title()}
    />
  );
}
