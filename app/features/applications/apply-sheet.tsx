import { LoaderCircle, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { m } from "#app/lib/i18n/i18n.ts";
import { ScamNotice } from "#app/features/reports/public.ts";
import { showToast } from "#app/components/ui/toaster.tsx";
import { ApplyForm } from "./apply-form.tsx";
import type { ApplyActionData, ApplyPageData } from "./apply-types.ts";
import { ApplyContent } from "./apply-content.tsx";
import { applyPagePath, applySheetPath } from "./apply-rules.ts";
import type { ApplyPanelJob } from "./apply-toasts.ts";

/**
 * The apply sheet (docs/product.md#applying): a sheet from the bottom on phones, a panel on the right on larger
 * screens. It shows what /job/{id}/apply shows (read with a fetcher when it opens) and posts the same form there;
 * the action answers with a redirect back to the job and its toast, or with the messages under the fields.
 */
export function ApplySheet({
  open,
  onOpenChange,
  job,
  signedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  job: ApplyPanelJob;
  signedIn: boolean;
}) {
  const page = useFetcher<ApplyPageData>();
  const submit = useFetcher<ApplyActionData>();
  const path = applyPagePath(job.id);

  useEffect(() => {
    if (open && signedIn) void page.load(path);
    // Read again each time it opens: the profile may have changed in another tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- page.load is stable enough; only opening matters
  }, [open, signedIn, path]);

  useEffect(() => {
    if (submit.data?.toast) showToast(submit.data.toast);
  }, [submit.data]);

  const signedOut: ApplyPageData = { job: { ...job, germanLevel: "none", open: true }, candidate: null };
  const data = signedIn ? page.data : signedOut;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl sm:inset-x-auto sm:inset-y-0 sm:right-0 sm:max-h-none sm:w-[30rem] sm:rounded-none"
          aria-describedby={undefined}
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                {signedIn ? m.pipeline_apply_title() : m.pipeline_apply_signed_out_title()}
              </Dialog.Title>
              <p className="truncate text-sm text-slate-600">
                {m.pipeline_apply_job_at({ title: job.title, company: job.company })}
              </p>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={m.pipeline_apply_close()}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
            {data ? (
              <ApplyContent
                data={data}
                returnTo={applySheetPath(job.id)}
                form={(ready) => (
                  <ApplyForm
                    // Data read again on opening: a profile CV added since then is the choice a new form starts with.
                    key={ready.candidate.profileCv?.fileName ?? "no-cv"}
                    data={ready}
                    actionData={submit.data}
                    Form={submit.Form}
                    returnTo={applySheetPath(job.id)}
                    busy={submit.state !== "idle"}
                  />
                )}
              />
            ) : (
              <p className="flex items-center gap-2 text-slate-700" role="status">
                <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
                {m.pipeline_apply_loading()}
              </p>
            )}
            <ScamNotice jobId={job.id} className="mt-5" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
