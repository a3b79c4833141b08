import { useState } from "react";
import { JobCardList } from "#app/features/jobs/public.ts";
import { sortByPosted, type FeaturedJob, type PostedOrder } from "./featured.ts";

/** The 6 featured jobs with the Newest / Oldest toggle (docs/product.md#featured-jobs). */
export function FeaturedJobs({ jobs }: { jobs: FeaturedJob[] }) {
  const [order, setOrder] = useState<PostedOrder>("newest");
  return (
    <>
      <div className="mb-5 flex justify-end">
        <div
          role="group"
          aria-label="Order featured jobs"
          className="inline-flex rounded-lg border border-slate-300 bg-white p-1"
        >
          {(["newest", "oldest"] as const).map((o) => (
            <button
              key={o}
              type="button"
              aria-pressed={order === o}
              onClick={() => setOrder(o)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${order === o ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {o === "newest" ? "Newest" : "Oldest"}
            </button>
          ))}
        </div>
      </div>
      <JobCardList jobs={sortByPosted(jobs, order)} isFeatured={(job) => job.flagged} className="grid gap-4 md:grid-cols-2" />
    </>
  );
}
