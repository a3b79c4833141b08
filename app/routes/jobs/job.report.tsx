import type { Route } from "./+types/job.report";
import { errorBoundary } from "#app/components/layout/error-boundary.tsx";
import { head } from "#app/lib/seo.ts";
import { ReportPage } from "./job.report.form.tsx";

/** Report this job (docs/product.md#job-reports): a plain form, signed in or not. */
import { m } from "#app/lib/i18n/i18n.ts";
export { action, loader } from "./job.report.server.ts";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: args.loaderData ? m.jobs_report_meta_title(args.loaderData.job) : m.jobs_report_title(),
    path: `/job/${encodeURIComponent(args.params.id)}/report`,
    noindex: true,
    siteData: "none",
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ReportPage data={loaderData} actionData={actionData} />;
}

export const ErrorBoundary = errorBoundary("job");
