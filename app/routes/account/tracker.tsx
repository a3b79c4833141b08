import type { Route } from "./+types/tracker";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { TrackerPage } from "./tracker.page.tsx";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export { action, loader } from "./tracker.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.account_tracker_title(), path: "/account/tracker", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.account_tracker_title()} intro={m.account_tracker_intro()} />
      <TrackerPage data={loaderData} actionData={actionData} />
    </>
  );
}
