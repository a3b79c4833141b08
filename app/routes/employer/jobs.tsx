import type { Route } from "./+types/jobs";
import { head } from "#app/lib/seo.ts";
import { JobListPage } from "./jobs.page.tsx";

export { action, loader } from "./jobs.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Your jobs", path: "/employer/jobs", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerJobs({ loaderData }: Route.ComponentProps) {
  return <JobListPage data={loaderData} />;
}
