import type { Route } from "./+types/account";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { accountAction, accountLoader } from "#app/features/account/account.server.ts";
import { AccountPage } from "#app/features/account/account-page.tsx";
import { head } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "My Account", path: "/account", noindex: true, siteData: "none" });

export function loader({ request, url }: Route.LoaderArgs) {
  return accountLoader(request, url);
}

export function action({ request, url }: Route.ActionArgs) {
  return accountAction(request, url);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="My Account" />
      <AccountPage account={loaderData} actionData={actionData} />
    </>
  );
}
