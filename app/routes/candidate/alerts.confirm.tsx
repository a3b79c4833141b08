import type { Route } from "./+types/alerts.confirm";
import { EmailLinkPage } from "#app/features/alerts/public.ts";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.account_alert_confirm_title(), path: "/alerts/confirm", noindex: true, siteData: "none" });

export { action, loader } from "./alerts.confirm.server.ts";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  if (state.state === "gone") {
    return (
      <EmailLinkPage
        title={m.account_alert_gone_title()}
        text={m.account_alert_gone_text()}
        next={{ to: "/jobs", label: m.account_alert_browse() }}
      />
    );
  }
  if (state.state === "confirmed") {
    return (
      <EmailLinkPage
        title={m.account_alert_on_title()}
        text={(state.frequency === "daily" ? m.account_alert_on_text_daily : m.account_alert_on_text_weekly)({
          summary: state.summary,
        })}
        next={{ to: "/jobs", label: m.account_alert_browse() }}
      />
    );
  }
  return (
    <EmailLinkPage
      title={m.account_alert_confirm_title()}
      text={(state.frequency === "daily" ? m.account_alert_ask_text_daily : m.account_alert_ask_text_weekly)({
        summary: state.summary,
      })}
      action={m.account_alert_confirm_button()}
    />
  );
}
