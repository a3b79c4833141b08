import type { Route } from "./+types/account";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { AccountPage } from "./account.page.tsx";

export { action, loader } from "./account.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.account_page_title(), path: "/account", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.account_page_title()} />
      <AccountPage account={loaderData} actionData={actionData} />
    </>
  );
}
