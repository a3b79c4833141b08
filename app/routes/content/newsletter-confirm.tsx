import type { Route } from "./+types/newsletter-confirm";
import { EmailLinkPage } from "#app/features/alerts/public.ts";
import { head } from "#app/lib/seo.ts";

export { action, loader } from "./newsletter-confirm.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Confirm your subscription", path: "/newsletter/confirm", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const state = (actionData ?? loaderData).state;
  if (state === "gone") {
    return (
      <EmailLinkPage
        title="This link is no longer valid"
        text="The subscription does not exist any more. You can subscribe again at the bottom of the blog."
        next={{ to: "/blog", label: "Go to the blog" }}
      />
    );
  }
  if (state === "confirmed") {
    return (
      <EmailLinkPage
        title="You're subscribed"
        text="Thank you! You'll receive our latest career tips and guides. Every newsletter has a link to unsubscribe."
        next={{ to: "/blog", label: "Go to the blog" }}
      />
    );
  }
  return (
    <EmailLinkPage
      title="Confirm your subscription"
      text="The PearlBridge Jobs newsletter: career tips, visa updates and new guides, about once a month."
      action="Confirm subscription"
    />
  );
}
