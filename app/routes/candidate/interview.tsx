import type { Route } from "./+types/interview";
import { m } from "#app/lib/i18n/i18n.ts";
import { head } from "#app/lib/seo.ts";
import { CandidateInterviewPage } from "./interview.page.tsx";

/** /applications/{id}/interview: the candidate's interview for one of their applications; anyone else gets a 404. */
export { action, loader } from "./interview.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: args.loaderData
      ? m.pipeline_iv_page_title({ what: args.loaderData.application.jobTitle })
      : m.pipeline_status_interview(),
    path: `/applications/${args.params.id}/interview`,
    noindex: true,
    siteData: "none",
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateInterviewPage data={loaderData} actionData={actionData} />;
}
