import type { Route } from "./+types/jobs.applicants";
import { m } from "#app/lib/i18n/i18n.ts";
import { head } from "#app/lib/seo.ts";
import { ApplicantsPage } from "./jobs.applicants.page.tsx";

/** A job's applicants (docs/product.md#applicant-pipeline): only members of the job's company; others get a 404. */
export { action, loader } from "./jobs.applicants.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: args.loaderData
      ? m.pipeline_applicants_title({ title: args.loaderData.job.title })
      : m.pipeline_applicants_title_plain(),
    path: `/employer/jobs/${args.params.id}/applicants`,
    noindex: true,
    siteData: "none",
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicantsPage data={loaderData} actionData={actionData} />;
}
