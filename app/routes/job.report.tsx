import type { Route } from "./+types/job.report";
import { errorBoundary } from "#app/components/layout/error-boundary.tsx";
import { ReportPage } from "#app/features/reports/report-page.tsx";
import { reportPageAction, reportPageLoader } from "#app/features/reports/reports.server.ts";
import { head } from "#app/lib/seo.ts";

/** Report this job (docs/product.md#job-reports): a plain form, signed in or not. */
export function loader({ params }: Route.LoaderArgs) {
  return reportPageLoader(params.id);
}

export function action({ request, params }: Route.ActionArgs) {
  return reportPageAction(request, params.id);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: args.loaderData ? `Report: ${args.loaderData.job.title} at ${args.loaderData.job.company}` : "Report this job",
    path: `/job/${encodeURIComponent(args.params.id)}/report`,
    noindex: true,
    siteData: "none",
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ReportPage data={loaderData} actionData={actionData} />;
}

export const ErrorBoundary = errorBoundary("job");
