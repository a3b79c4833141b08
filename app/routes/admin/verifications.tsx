import type { Route } from "./+types/verifications";
import { m } from "#app/lib/i18n/i18n.ts";
import { head } from "#app/lib/seo.ts";
import { VerificationsPage } from "./verifications.page.tsx";

export { action, loader } from "./verifications.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.verification_admin_page_title(), path: "/admin/verifications", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <VerificationsPage requests={loaderData.requests} actionData={actionData} />;
}
