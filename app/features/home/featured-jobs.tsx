import { useSearchParams } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { JobCardList } from "#app/features/jobs/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { FEATURED_ORDER_PARAM, featuredOrder, sortByPosted, type FeaturedJob } from "./featured.ts";

/**
 * The 6 featured jobs with the Newest / Oldest switch (docs/product.md#featured-jobs). The switch is two links
 * (`/?featured=oldest`), so it works before the page's script has loaded and without it; the home route does not
 * reload its data when only the order changes.
 */
export function FeaturedJobs({ jobs, headingId }: { jobs: FeaturedJob[]; headingId: string }) {
  const [params] = useSearchParams();
  const order = featuredOrder(params.get(FEATURED_ORDER_PARAM));
  return (
    <>
      <div className="mb-5 flex justify-end">
        <nav aria-label={m.jobs_home_featured_order()} className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
          {(["newest", "oldest"] as const).map((o) => (
            <Link
              key={o}
              to={{ search: o === "newest" ? "" : `?${FEATURED_ORDER_PARAM}=${o}`, hash: headingId }}
              replace
              preventScrollReset
              aria-current={order === o ? "true" : undefined}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${order === o ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {o === "newest" ? m.jobs_home_newest() : m.jobs_home_oldest()}
            </Link>
          ))}
        </nav>
      </div>
      <JobCardList jobs={sortByPosted(jobs, order)} isFeatured={(job) => job.flagged} className="grid gap-4 md:grid-cols-2" />
    </>
  );
}
