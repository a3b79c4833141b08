import type { Route } from "./+types/jobs";
import { totalPages } from "#app/features/admin/public.ts";
import { JobsPage } from "./jobs.page.tsx";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";

export { action, loader } from "./jobs.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.admin_meta_jobs(), path: "/admin/jobs", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, total, q, page } = loaderData;
  return <JobsPage jobs={jobs} total={total} q={q} page={page} totalPages={totalPages(total)} actionData={actionData} />;
}
