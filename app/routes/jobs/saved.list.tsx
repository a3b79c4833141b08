import { Bookmark, MapPin, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { DEVICE_SAVES_LIMIT, SAVE_FAILED, SAVED_PATH, useSavedJobs } from "#app/features/saved-jobs/public.ts";

interface SavedItem {
  jobId: string;
  title: string;
  company: string;
  location: string;
}

/**
 * /saved: the saved jobs of this device (visitors) or of the account (docs/product.md#saved-jobs). `shareLinks`
 * draws each job's share links (the jobs feature's; the route passes them in, as that feature uses this one).
 */
export function SavedPage({
  signedIn,
  items,
  shareLinks,
}: {
  signedIn: boolean;
  items: SavedItem[];
  shareLinks?: (job: SavedItem) => ReactNode;
}) {
  return (
    <>
      <PageHeader
        title="Saved jobs"
        intro={
          signedIn
            ? "The jobs saved to your account, on every device you sign in on."
            : `Saved on this device (up to ${DEVICE_SAVES_LIMIT} jobs). Sign in to keep them in your account: they are added when you sign in.`
        }
      />
      <div className="container-page py-8 sm:py-10">
        {items.length === 0 ? (
          <div className="card p-6 text-center">
            <Bookmark className="mx-auto size-8 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-medium">You have not saved any jobs yet.</p>
            <p className="mt-1 text-sm text-slate-600">Use Save Job on a job&apos;s page to find it here later.</p>
            <Link to="/jobs" className={buttonVariants({ variant: "primary", className: "mt-4" })}>
              Browse Jobs
            </Link>
          </div>
        ) : (
          <ul className="space-y-3">
            {items.map((job) => (
              <li key={job.jobId} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
                <div className="min-w-0">
                  <h2 className="text-base font-semibold">
                    <Link to={`/job/${encodeURIComponent(job.jobId)}`} className="text-brand-700 hover:underline">
                      {job.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-slate-600">
                    {job.company}
                    <span className="mx-1.5" aria-hidden="true">
                      ·
                    </span>
                    <MapPin className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
                    {job.location}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2">
                  {shareLinks?.(job)}
                  <RemoveButton jobId={job.jobId} title={job.title} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {!signedIn && items.length > 0 && (
          <p className="mt-6 text-sm text-slate-600">
            <Link to="/auth?redirectTo=%2Fsaved" className="font-medium text-brand-700 underline underline-offset-4">
              Sign in
            </Link>{" "}
            to keep these jobs in your account.
          </p>
        )}
      </div>
    </>
  );
}

/** Remove: a plain form to /saved (back here with a toast); with JavaScript, removed in place. */
function RemoveButton({ jobId, title }: { jobId: string; title: string }) {
  const { changeSaved } = useSavedJobs();
  return (
    <form
      method="post"
      action={SAVED_PATH}
      onSubmit={(event) => {
        event.preventDefault();
        void changeSaved(jobId, false).then((toast) => showToast(toast ?? SAVE_FAILED));
      }}
    >
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="saved" value="false" />
      <input type="hidden" name="returnTo" value={SAVED_PATH} />
      <Button type="submit" variant="outline">
        <Trash2 aria-hidden="true" />
        Remove<span className="sr-only"> {title}</span>
      </Button>
    </form>
  );
}
