import type { Route } from "./+types/account";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { head } from "#app/lib/seo.ts";
import { AccountPage } from "./account.page.tsx";

export { action, loader } from "./account.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "My Account", path: "/account", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="My Account" />
      <AccountPage account={loaderData} actionData={actionData} />
    </>
  );
}
