import type { Route } from "./+types/admin.moderation";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { moderationAction } from "#app/features/admin/actions.server.ts";
import { ModerationPage } from "#app/features/admin/moderation-page.tsx";
import { pageParam, totalPages } from "#app/features/admin/paging.ts";
import { pendingJobs } from "#app/features/admin/queries.server.ts";
import { head } from "#app/lib/seo.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = pageParam(url);
  return { ...(await pendingJobs(page)), page };
}

export function action({ request, url }: Route.ActionArgs) {
  return moderationAction(request, url);
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Moderation", path: "/admin/moderation", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, total, page } = loaderData;
  return <ModerationPage jobs={jobs} total={total} page={page} totalPages={totalPages(total)} actionData={actionData} />;
}
