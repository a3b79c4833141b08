import type { Route } from "./+types/interview";
import { m } from "#app/lib/i18n/i18n.ts";
import { head } from "#app/lib/seo.ts";
import { EmployerInterviewPage } from "./interview.page.tsx";

/** /employer/applications/{id}/interview: only members of the application's company; others get a 404. */
export { action, loader } from "./interview.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: args.loaderData
      ? m.pipeline_iv_page_title({ what: args.loaderData.application.candidateName })
      : m.pipeline_status_interview(),
    path: `/employer/applications/${args.params.id}/interview`,
    noindex: true,
    siteData: "none",
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <EmployerInterviewPage data={loaderData} actionData={actionData} />;
}
