import type { Route } from "./+types/overview";
import { OverviewPage } from "./overview.page.tsx";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export { loader } from "./overview.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.admin_title(), path: "/admin", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OverviewPage overview={loaderData} />;
}
