import type { Route } from "./+types/jobs";
import { head } from "#app/lib/seo.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { JobListPage } from "./jobs.page.tsx";

export { action, loader } from "./jobs.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: m.employer_jobs_meta_title(), path: "/employer/jobs", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerJobs({ loaderData }: Route.ComponentProps) {
  return <JobListPage data={loaderData} />;
}
