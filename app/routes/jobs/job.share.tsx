import { ArrowLeft } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import type { Route } from "./+types/job.share";
import { errorBoundary } from "#app/components/layout/error-boundary.tsx";
import { ShareLinks } from "#app/features/jobs/public.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { head } from "#app/lib/seo.ts";

/**
 * Share a job (docs/product.md#sharing): where Share leads without a share sheet, without scripts and in Data
 * saver mode (decision 145). Every way is a link; the address is also in a field to select and copy by hand.
 */
import { m } from "#app/lib/i18n/i18n.ts";
export { loader } from "./job.share.server.ts";

export const meta: Route.MetaFunction = (args) =>
  head(args, {
    title: args.loaderData ? m.jobs_share_meta_title(args.loaderData.job) : m.jobs_share_title(),
    path: `/job/${encodeURIComponent(args.params.id)}/share`,
    noindex: true,
    siteData: "none",
  });

export default function Page({ loaderData: { job } }: Route.ComponentProps) {
  const path = `/job/${encodeURIComponent(job.id)}`;
  const url = `${useRootData()?.publicUrl ?? ""}${path}`;
  return (
    <div className="container-page max-w-2xl py-8 sm:py-14">
      <Link to={path} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {m.jobs_back_to_job()}
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.jobs_share_title()}</h1>
      <p className="mt-2 text-slate-700 [overflow-wrap:anywhere]">{m.jobs_title_at_company(job)}</p>
      <div className="mt-6 grid gap-3 sm:flex sm:flex-wrap">
        <ShareLinks title={job.title} company={job.company} path={path} email />
      </div>
      <label htmlFor="share-url" className="mt-8 block font-semibold text-slate-900">
        {m.jobs_share_address()}
      </label>
      <p id="share-url-hint" className="mt-1 text-sm text-slate-600">
        {m.jobs_share_address_hint()}
      </p>
      <input
        id="share-url"
        type="url"
        readOnly
        value={url}
        aria-describedby="share-url-hint"
        onFocus={(e) => e.currentTarget.select()}
        className="mt-2 block h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 text-slate-900"
      />
    </div>
  );
}

export const ErrorBoundary = errorBoundary("job");
