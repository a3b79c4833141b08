import type { Route } from "./+types/admin.jobs";
import { requireAdmin } from "#app/features/auth/public.server.ts";
import { jobsAction } from "#app/features/admin/actions.server.ts";
import { JobsPage } from "#app/features/admin/jobs-page.tsx";
import { pageParam, searchParam, totalPages } from "#app/features/admin/paging.ts";
import { publishedJobs } from "#app/features/admin/queries.server.ts";
import { head } from "#app/lib/seo.ts";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = searchParam(url);
  const page = pageParam(url);
  return { ...(await publishedJobs(q, page)), q, page };
}

export function action({ request, url }: Route.ActionArgs) {
  return jobsAction(request, url);
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Jobs: Administration", path: "/admin/jobs", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, total, q, page } = loaderData;
  return <JobsPage jobs={jobs} total={total} q={q} page={page} totalPages={totalPages(total)} actionData={actionData} />;
}
