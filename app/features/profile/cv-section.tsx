import { Download, FileText, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Form, useFetcher, useLocation } from "react-router";
import { Label } from "#app/components/ui/input.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { SubmitButton, usePendingIntent } from "#app/features/auth/public.ts";
import { formatDate } from "#app/lib/dates.ts";
import { cn } from "#app/lib/cn.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { CV_FILE_LIMIT, fileSize } from "#app/lib/uploads/limits.ts";
import { UploadProgress } from "#app/components/ui/upload-progress.tsx";
import { useChosenBeforeScripts, useFileLimit } from "#app/lib/uploads/use-file-limit.ts";
import { useResumableUpload } from "#app/lib/uploads/use-resumable-upload.ts";
import type { CvInfo, ProfileActionData } from "./profile.server.ts";

/** The CV: upload (or replace), download and delete; its own forms, so that the profile form stays small. */
export function CvSection({ cv, error: serverError }: { cv: CvInfo | null; error?: string }) {
  const pending = usePendingIntent();
  // With scripts a chosen file is sent at once, in pieces that survive a dropped connection, and then stored by a
  // fetcher (pressing Save profile meanwhile cancels neither), so no CV is left chosen but not uploaded; without
  // scripts the Upload button sends the form.
  const upload = useFetcher<ProfileActionData>();
  const { error, check } = useFileLimit(CV_FILE_LIMIT, upload.data?.cvError ?? serverError);
  // The file goes in pieces (resumable.ts), then the form names the finished upload.
  const resumable = useResumableUpload();
  const location = useLocation();
  const here = location.pathname + location.search;
  const done = resumable.state.status === "done" ? resumable.state.id : null;
  useEffect(() => {
    if (done) void upload.submit({ intent: "upload-cv", upload: done }, { method: "post", action: here });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished upload
  }, [done]);
  const uploading = pending === "upload-cv" || upload.state !== "idle" || resumable.state.status === "uploading";
  const fileChosen = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (file && check(input)) void resumable.start(file);
  };
  const fileField = useChosenBeforeScripts(fileChosen);
  return (
    <section aria-labelledby="cv-heading" className="card space-y-4 p-5">
      <div>
        <h2 id="cv-heading" className="text-lg font-semibold">
          {m.account_profile_cv_heading()}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{m.account_profile_cv_intro()}</p>
      </div>
      {cv && (
        <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0 text-sm">
            <p className="font-medium break-all text-slate-900">{cv.fileName}</p>
            <p className="text-slate-600">
              {m.account_profile_cv_uploaded_on({ size: fileSize(cv.size), date: formatDate(cv.uploadedAt) })}
            </p>
          </div>
        </div>
      )}
      <upload.Form
        key={cv?.uploadedAt ?? "none"}
        method="post"
        encType="multipart/form-data"
        aria-label={m.account_profile_cv_form()}
        className="space-y-3"
      >
        <input type="hidden" name="intent" value="upload-cv" />
        <div className="space-y-1.5">
          <Label htmlFor="profile-cv">{cv ? m.account_profile_cv_replace_label() : m.account_profile_cv_choose()}</Label>
          <input
            id="profile-cv"
            name="cv"
            type="file"
            required
            ref={fileField}
            onChange={(e) => fileChosen(e.currentTarget)}
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "profile-cv-error" : undefined}
            className="block min-h-11 w-full text-sm text-slate-700 file:mr-3 file:h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800"
          />
          <UploadProgress state={resumable.state} />
          {error && (
            <p id="profile-cv-error" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <SubmitButton
          pending={uploading}
          label={cv ? m.account_profile_cv_replace() : m.account_profile_cv_upload()}
          pendingLabel={m.account_profile_uploading()}
          className="w-full"
        />
      </upload.Form>
      {cv && (
        <div className="flex flex-wrap gap-2">
          <a href="/profile/cv" className={cn(buttonVariants({ variant: "outline" }), "flex-1")}>
            <Download aria-hidden="true" />
            {m.account_profile_download()}
          </a>
          <Form method="post" className="flex-1">
            <input type="hidden" name="intent" value="delete-cv" />
            <Button type="submit" variant="danger-outline" className="w-full">
              <Trash2 aria-hidden="true" />
              {m.account_profile_cv_delete()}
            </Button>
          </Form>
        </div>
      )}
    </section>
  );
}
