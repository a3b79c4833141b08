import type { Route } from "./+types/moderation";
import { totalPages } from "#app/features/admin/public.ts";
import { ModerationPage } from "./moderation.page.tsx";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export { action, loader } from "./moderation.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.admin_nav_moderation(), path: "/admin/moderation", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, total, page } = loaderData;
  return <ModerationPage jobs={jobs} total={total} page={page} totalPages={totalPages(total)} actionData={actionData} />;
}
