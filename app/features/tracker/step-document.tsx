/**
 * A tracker step's document (decision 200): a certificate, a translation or a notice, with the CV's checks. Its own
 * forms, beside the step's: attach or replace (a plain multipart form without scripts; with scripts the file goes at
 * once in resumable pieces, as the profile's CV does), download, remove. Visitors read that documents need an account.
 */
import { ChevronDown, Download, FileText, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Form, useFetcher } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/input.tsx";
import { UploadProgress } from "#app/components/ui/upload-progress.tsx";
import { SubmitButton } from "#app/features/auth/public.ts";
import { cn } from "#app/lib/cn.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { CV_FILE_LIMIT, fileSize } from "#app/lib/uploads/limits.ts";
import { useChosenBeforeScripts, useFileLimit } from "#app/lib/uploads/use-file-limit.ts";
import { useResumableUpload } from "#app/lib/uploads/use-resumable-upload.ts";
import { stepDocumentPath, type StepFile } from "./progress.ts";
import type { TrackerActionData } from "./tracker-schema.ts";

const TRACKER_PATH = "/account/tracker";

export function StepDocument({
  stepId,
  stepTitle,
  file,
  signedIn,
  error: serverError,
}: {
  stepId: string;
  stepTitle: string;
  file: StepFile | null;
  signedIn: boolean;
  error?: string;
}) {
  const id = `step-${stepId}-document`;
  if (!signedIn) {
    return (
      <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">
        {m.account_tracker_doc_need_account()}{" "}
        <Link
          to={`/auth?redirectTo=${encodeURIComponent(TRACKER_PATH)}`}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {m.account_tracker_doc_sign_in_link()}
        </Link>{" "}
        {m.account_tracker_doc_need_account_after()}
      </p>
    );
  }
  // The upload form folds away (a native disclosure, no scripts needed) until it is wanted or has a message.
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      {file && (
        <>
          <h4 className="text-sm font-semibold text-slate-900">{m.account_tracker_doc_heading()}</h4>
          <div className="space-y-3 rounded-lg border border-slate-200 p-3">
            <div className="flex items-start gap-3">
              <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div className="min-w-0 text-sm">
                <p className="font-medium wrap-break-word text-slate-900">{file.name}</p>
                <p className="text-slate-600">{fileSize(file.size)}</p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <a
                href={stepDocumentPath(stepId)}
                className={cn(buttonVariants({ variant: "outline", size: "sm" }), "min-h-11 flex-1")}
                aria-label={m.account_tracker_doc_download_label({ name: file.name })}
              >
                <Download aria-hidden="true" />
                {m.account_tracker_doc_download()}
              </a>
              <Form method="post" action={TRACKER_PATH} className="flex-1">
                <input type="hidden" name="stepId" value={stepId} />
                <Button
                  type="submit"
                  name="intent"
                  value="remove-document"
                  variant="danger-outline"
                  size="sm"
                  className="min-h-11 w-full"
                  aria-label={m.account_tracker_doc_remove_label({ step: stepTitle })}
                >
                  <Trash2 aria-hidden="true" />
                  {m.account_tracker_doc_remove()}
                </Button>
              </Form>
            </div>
          </div>
        </>
      )}
      <details
        // Closed again once a new file is attached (the page shows it above); open while it has a message.
        key={file ? `${file.name}-${file.size}` : "none"}
        open={serverError ? true : undefined}
        className="group"
      >
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          {file ? m.account_tracker_doc_replace_the() : m.account_tracker_doc_attach_a()}
          <span className="sr-only">: {stepTitle}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-600">{m.account_tracker_doc_intro()}</p>
          <DocumentUpload id={id} stepId={stepId} stepTitle={stepTitle} replacing={file !== null} serverError={serverError} />
        </div>
      </details>
    </div>
  );
}

/** The attach/replace form: sent whole without scripts; with scripts the chosen file goes in resumable pieces first. */
function DocumentUpload({
  id,
  stepId,
  stepTitle,
  replacing,
  serverError,
}: {
  id: string;
  stepId: string;
  stepTitle: string;
  replacing: boolean;
  serverError?: string;
}) {
  const upload = useFetcher<TrackerActionData>();
  const { error, check } = useFileLimit(CV_FILE_LIMIT, upload.data?.errors.document ?? serverError);
  const resumable = useResumableUpload();
  const done = resumable.state.status === "done" ? resumable.state.id : null;
  useEffect(() => {
    if (done) void upload.submit({ intent: "upload-document", stepId, upload: done }, { method: "post", action: TRACKER_PATH });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished upload
  }, [done]);
  const uploading = upload.state !== "idle" || resumable.state.status === "uploading";
  const fileChosen = (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    if (chosen && check(input)) void resumable.start(chosen);
  };
  const fileField = useChosenBeforeScripts(fileChosen);
  return (
    <upload.Form
      method="post"
      action={TRACKER_PATH}
      encType="multipart/form-data"
      aria-label={`${replacing ? m.account_tracker_doc_replace_the() : m.account_tracker_doc_attach_a()}: ${stepTitle}`}
      className="space-y-3"
    >
      <input type="hidden" name="intent" value="upload-document" />
      <input type="hidden" name="stepId" value={stepId} />
      <div className="space-y-1.5">
        <Label htmlFor={id}>{replacing ? m.account_tracker_doc_replace_file() : m.account_tracker_doc_choose_file()}</Label>
        <input
          id={id}
          name="document"
          type="file"
          required
          ref={fileField}
          onChange={(e) => fileChosen(e.currentTarget)}
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="block min-h-11 w-full min-w-0 text-sm text-slate-700 file:mr-3 file:h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800"
        />
        <UploadProgress state={resumable.state} />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <SubmitButton
        variant="secondary"
        pending={uploading}
        label={replacing ? m.account_tracker_doc_replace_button() : m.account_tracker_doc_attach_button()}
        pendingLabel={m.account_profile_uploading()}
      />
    </upload.Form>
  );
}
