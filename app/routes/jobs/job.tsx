import type { Route } from "./+types/job";
import { errorBoundary, notFoundTitles } from "#app/components/layout/error-boundary.tsx";
import { formatSalaryText, isOpen, jobPostingJsonLd, metaLabels } from "#app/features/jobs/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { loaderCacheHeaders } from "#app/lib/cache.server.ts";
import { head, originFrom } from "#app/lib/seo.ts";
import { JobDetailsPage } from "./job.details.tsx";

export { loader } from "./job.server.ts";

export const headers: Route.HeadersFunction = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) => {
  const job = args.loaderData?.job;
  if (!job) {
    return head(args, { title: notFoundTitles.job(), path: `/job/${args.params.id}`, noindex: true, siteData: "none" });
  }
  // A preview, and a job that no longer takes applications, are kept out of search engines and Google for Jobs.
  const open = isOpen(job) && !args.loaderData?.preview;
  return head(args, {
    title: m.jobs_meta_job_title({ title: job.title, company: job.company }),
    description: m.jobs_meta_job_description({
      title: job.title,
      company: job.company,
      location: job.location,
      jobType: metaLabels(args.matches).jobType(job.jobType),
      salary: formatSalaryText(job.salary),
    }),
    path: `/job/${encodeURIComponent(job.id)}`,
    type: "article",
    image: job.companyLogo || undefined,
    siteData: "organization",
    ...(open ? { jsonLd: [jobPostingJsonLd(job, originFrom(args.matches))] } : { noindex: true }),
  });
};

export default function JobPage({ loaderData }: Route.ComponentProps) {
  return (
    <JobDetailsPage
      job={loaderData.job}
      facts={loaderData.facts}
      similar={loaderData.similar}
      applied={loaderData.applied}
      preview={loaderData.previewStatus}
      backTo={loaderData.backTo}
      routes={loaderData.routes}
    />
  );
}

export const ErrorBoundary = errorBoundary("job");
