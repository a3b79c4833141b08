import { Bookmark, MapPin, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { DEVICE_SAVES_LIMIT, saveFailedToast, SAVED_PATH, useSavedJobs } from "#app/features/saved-jobs/public.ts";
import { href, m } from "#app/lib/i18n/i18n.ts";

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
        title={m.account_saved_title()}
        intro={signedIn ? m.account_saved_intro_account() : m.account_saved_intro_device({ max: String(DEVICE_SAVES_LIMIT) })}
      />
      <div className="container-page py-8 sm:py-10">
        {items.length === 0 ? (
          <div className="card p-6 text-center">
            <Bookmark className="mx-auto size-8 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-medium">{m.account_saved_empty()}</p>
            <p className="mt-1 text-sm text-slate-600">{m.account_saved_empty_hint()}</p>
            <Link to="/jobs" className={buttonVariants({ variant: "primary", className: "mt-4" })}>
              {m.account_saved_browse()}
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
              {m.account_saved_sign_in()}
            </Link>{" "}
            {m.account_saved_sign_in_after()}
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
      action={href(SAVED_PATH)}
      onSubmit={(event) => {
        event.preventDefault();
        void changeSaved(jobId, false).then((toast) => showToast(toast ?? saveFailedToast()));
      }}
    >
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="saved" value="false" />
      <input type="hidden" name="returnTo" value={SAVED_PATH} />
      <Button type="submit" variant="outline">
        <Trash2 aria-hidden="true" />
        {m.account_saved_remove()}
        <span className="sr-only"> {title}</span>
      </Button>
    </form>
  );
}
