import type { Route } from "./+types/employer.jobs.edit";
import { JobFormPage } from "#app/features/job-posting/job-form-page.tsx";
import { jobFormAction, jobFormLoader } from "#app/features/job-posting/pages.server.ts";
import { head } from "#app/lib/seo.ts";

export function loader({ request, url, params }: Route.LoaderArgs) {
  return jobFormLoader(request, url, params.id);
}

export function action({ request, url, params }: Route.ActionArgs) {
  return jobFormAction(request, url, params.id);
}

export const meta: Route.MetaFunction = (args) =>
  head(args, { title: "Edit job", path: `/employer/jobs/${args.params.id}/edit`, noindex: true, siteData: "none" });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function EditJob({ loaderData, actionData }: Route.ComponentProps) {
  // The form's key: after a save, another job's form starts from its own values.
  return <JobFormPage key={loaderData.job?.id} {...loaderData} lastResult={actionData?.result} />;
}
