import type { Route } from "./+types/employer.jobs.new";
import { JobFormPage } from "#app/features/job-posting/job-form-page.tsx";
import { jobFormAction, jobFormLoader } from "#app/features/job-posting/pages.server.ts";
import { head } from "#app/lib/seo.ts";

export function loader({ request, url }: Route.LoaderArgs) {
  return jobFormLoader(request, url);
}

export function action({ request, url }: Route.ActionArgs) {
  return jobFormAction(request, url);
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Post a job", path: "/employer/jobs/new", noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function NewJob({ loaderData, actionData }: Route.ComponentProps) {
  return <JobFormPage {...loaderData} lastResult={actionData?.result} />;
}
