import type { Route } from "./+types/employer.jobs.applicants";
import { applicantsAction, applicantsLoader } from "#app/features/applications/applicants.server.ts";
import { ApplicantsPage } from "#app/features/applications/applicants-page.tsx";
import { head } from "#app/lib/seo.ts";

/** A job's applicants (docs/product.md#applicant-pipeline): only members of the job's company; others get a 404. */
export function loader({ request, url, params }: Route.LoaderArgs) {
  return applicantsLoader(request, url, params.id);
}

export function action({ request, url, params }: Route.ActionArgs) {
  return applicantsAction(request, url, params.id);
}

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: args.loaderData ? `Applicants: ${args.loaderData.job.title}` : "Applicants",
    path: `/employer/jobs/${args.params.id}/applicants`,
    noindex: true,
    siteData: "none",
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicantsPage data={loaderData} actionData={actionData} />;
}
