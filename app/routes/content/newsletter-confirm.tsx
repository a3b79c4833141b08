import type { Route } from "./+types/newsletter-confirm";
import { EmailLinkPage } from "#app/features/alerts/public.ts";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export { action, loader } from "./newsletter-confirm.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.account_news_confirm_title(), path: "/newsletter/confirm", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const state = (actionData ?? loaderData).state;
  if (state === "gone") {
    return (
      <EmailLinkPage
        title={m.account_news_gone_title()}
        text={m.account_news_gone_text()}
        next={{ to: "/blog", label: m.account_news_go_blog() }}
      />
    );
  }
  if (state === "confirmed") {
    return (
      <EmailLinkPage
        title={m.account_news_done_title()}
        text={m.account_news_done_text()}
        next={{ to: "/blog", label: m.account_news_go_blog() }}
      />
    );
  }
  return (
    <EmailLinkPage
      title={m.account_news_confirm_title()}
      text={m.account_news_ask_text()}
      action={m.account_news_confirm_button()}
    />
  );
}
