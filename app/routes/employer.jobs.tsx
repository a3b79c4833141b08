import type { Route } from "./+types/employer.jobs";
import { JobListPage } from "#app/features/job-posting/job-list-page.tsx";
import { jobListAction, jobListLoader } from "#app/features/job-posting/pages.server.ts";
import { head } from "#app/lib/seo.ts";

export function loader({ request, url }: Route.LoaderArgs) {
  return jobListLoader(request, url);
}

export function action({ request, url }: Route.ActionArgs) {
  return jobListAction(request, url);
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Your jobs", path: "/employer/jobs", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EmployerJobs({ loaderData }: Route.ComponentProps) {
  return <JobListPage data={loaderData} />;
}
