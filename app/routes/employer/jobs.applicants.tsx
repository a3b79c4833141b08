import type { Route } from "./+types/jobs.applicants";
import { head } from "#app/lib/seo.ts";
import { ApplicantsPage } from "./jobs.applicants.page.tsx";

/** A job's applicants (docs/product.md#applicant-pipeline): only members of the job's company; others get a 404. */
export { action, loader } from "./jobs.applicants.server.ts";

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
