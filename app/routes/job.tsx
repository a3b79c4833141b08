import { data } from "react-router";
import type { Route } from "./+types/job";
import { errorBoundary, notFoundTexts } from "#app/components/layout/error-boundary.tsx";
import { applicationState } from "#app/features/applications/applications.server.ts";
import { JobDetailsPage } from "#app/features/jobs/job-details-page.tsx";
import { getJob, similarJobs } from "#app/features/jobs/jobs.server.ts";
import { isOpen } from "#app/features/jobs/lifecycle.ts";
import { jobPostingJsonLd } from "#app/features/jobs/structured-data.ts";
import { loaderCacheHeaders, pageCacheHeaders } from "#app/lib/cache.server.ts";
import { head, originFrom } from "#app/lib/seo.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  const job = await getJob(params.id);
  if (!job) throw data(null, { status: 404 });
  // A Closed or Expired job keeps its page, without the apply area (docs/product.md#job-life-cycle).
  const [similar, applied] = await Promise.all([similarJobs(job), isOpen(job) ? applicationState(request, job.id) : false]);
  return data({ job, similar, applied }, { headers: pageCacheHeaders(request) });
}

export const headers: Route.HeadersFunction = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) => {
  const job = args.loaderData?.job;
  if (!job) {
    return head(args, { title: notFoundTexts.job.title, path: `/job/${args.params.id}`, noindex: true, siteData: "none" });
  }
  const open = isOpen(job);
  return head(args, {
    title: `${job.title} at ${job.company} - Job Details`,
    description: `${job.title} at ${job.company} in ${job.location}, Germany. ${job.jobType}, ${job.salary}. Apply on PearlBridge Jobs.`,
    path: `/job/${encodeURIComponent(job.id)}`,
    type: "article",
    image: job.companyLogo || undefined,
    siteData: "organization",
    // A job that no longer takes applications is kept out of search engines and Google for Jobs.
    ...(open ? { jsonLd: [jobPostingJsonLd(job, originFrom(args.matches))] } : { noindex: true }),
  });
};

export default function JobPage({ loaderData }: Route.ComponentProps) {
  return <JobDetailsPage job={loaderData.job} similar={loaderData.similar} applied={loaderData.applied} />;
}

export const ErrorBoundary = errorBoundary("job");
