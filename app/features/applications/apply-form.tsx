import { CircleAlert, FileText, LogIn, UserPlus } from "lucide-react";
import { useId, useState, type ComponentType, type ReactNode } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/input.tsx";
import { formatNumber, href, m } from "#app/lib/i18n/i18n.ts";
import { CV_FILE_LIMIT, fileSize } from "#app/lib/uploads/limits.ts";
import { UploadProgress } from "#app/components/ui/upload-progress.tsx";
import { RESUMABLE_UPLOAD_FIELD } from "#app/lib/uploads/resumable.ts";
import { useChosenBeforeScripts, useFileLimit } from "#app/lib/uploads/use-file-limit.ts";
import { useResumableUpload } from "#app/lib/uploads/use-resumable-upload.ts";
import type { ApplyActionData, ApplyPageData } from "./apply-types.ts";
import { applyFormTexts, COVER_NOTE_MAX, compareGerman, GERMAN_BELOW_NOTE, type CvChoice } from "./apply-rules.ts";

type FormComponent = ComponentType<{
  method: "post";
  action: string;
  encType: "multipart/form-data";
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
}>;

/** Signed out: the two ways in, each returning to `returnTo` (the job with the sheet open, or this page). */
export function SignInChoice({ returnTo }: { returnTo: string }) {
  const query = `redirectTo=${encodeURIComponent(returnTo)}`;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{applyFormTexts.signedOutText}</p>
      <div className="grid gap-3">
        <Link to={`/auth?${query}`} className={buttonVariants({ size: "lg", className: "w-full" })}>
          <LogIn aria-hidden="true" />
          {m.pipeline_apply_sign_in()}
        </Link>
        <Link to={`/register?${query}`} className={buttonVariants({ size: "lg", variant: "secondary", className: "w-full" })}>
          <UserPlus aria-hidden="true" />
          {m.pipeline_apply_create_account()}
        </Link>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h2>
      {children}
    </section>
  );
}

/**
 * What will be sent, and the form that sends it (docs/product.md#applying): the profile summary, the German
 * levels side by side, the CV choice, the cover note, Submit application. The same form is the sheet's (posted
 * by a fetcher) and the page's (a plain multipart form that works without JavaScript).
 */
export function ApplyForm({
  data,
  actionData,
  Form,
  returnTo,
  busy = false,
}: {
  data: ApplyPageData & { candidate: NonNullable<ApplyPageData["candidate"]> };
  /** Where the profile's Save leads back to: the job with the sheet open, or this page. */
  returnTo: string;
  actionData?: ApplyActionData;
  Form: FormComponent;
  busy?: boolean;
}) {
  const { job, candidate } = data;
  const id = useId();
  const sent = actionData?.values;
  const [choice, setChoice] = useState<CvChoice>(sent?.cv ?? (candidate.profileCv ? "profile" : "none"));
  const [noteLength, setNoteLength] = useState(sent?.coverNote.length ?? 0);
  const german = compareGerman(job.germanLevel, candidate.germanLevel);
  const cvFile = useFileLimit(CV_FILE_LIMIT, actionData?.errors.cv);
  // With scripts the CV goes in pieces as soon as it is chosen; the form then names the upload instead of
  // sending the file again (the file field loses its name). Without scripts the form sends the file.
  const resumable = useResumableUpload();
  const sendsFile = resumable.state.status === "idle" || resumable.state.status === "failed";
  const fileChosen = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (file) setChoice("upload");
    if (file && cvFile.check(input)) void resumable.start(file);
    else resumable.reset();
  };
  const fileField = useChosenBeforeScripts(fileChosen);
  const errors = { ...actionData?.errors, cv: cvFile.error };
  const cvErrorId = `${id}-cv-error`;
  const noteErrorId = `${id}-note-error`;
  const noteCountId = `${id}-note-count`;
  const profileLink = `/profile?redirectTo=${encodeURIComponent(returnTo)}`;

  return (
    <Form
      method="post"
      action={href(`/job/${encodeURIComponent(job.id)}/apply`)}
      encType="multipart/form-data"
      className="space-y-6"
      aria-label={m.pipeline_apply_form_label()}
    >
      <Section title={m.pipeline_apply_your_profile()}>
        <div className="rounded-lg border border-slate-200 p-4">
          <p className="font-semibold text-slate-900">{candidate.name}</p>
          {candidate.headline && <p className="text-sm text-slate-700">{candidate.headline}</p>}
          <p className="mt-2 text-sm text-slate-700">
            {m.pipeline_apply_profile_percent({ percent: formatNumber(candidate.completeness.percent) })}{" "}
            <Link to={profileLink} className="font-medium text-brand-700 underline underline-offset-2">
              {candidate.completeness.percent < 100 ? m.pipeline_apply_complete_profile() : m.pipeline_apply_view_profile()}
            </Link>
          </p>
          <p className={`mt-2 text-sm font-medium ${german.below ? "text-amber-800" : "text-slate-900"}`}>{german.text}</p>
          {german.below && <p className="text-sm text-slate-700">{GERMAN_BELOW_NOTE()}</p>}
          {german.unstated && (
            <p className="text-sm text-slate-700">
              {m.pipeline_apply_employers_look()}{" "}
              <Link to={profileLink} className="font-medium text-brand-700 underline underline-offset-2">
                {m.pipeline_apply_add_german()}
              </Link>
              .
            </p>
          )}
        </div>
      </Section>

      <fieldset className="space-y-2" aria-describedby={errors.cv ? cvErrorId : undefined}>
        <legend className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">{m.pipeline_apply_cv()}</legend>
        {candidate.profileCv && (
          <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2">
            <input
              type="radio"
              name="cv"
              value="profile"
              checked={choice === "profile"}
              onChange={() => setChoice("profile")}
              className="size-5 accent-brand-700"
            />
            <FileText className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
              {m.pipeline_apply_profile_cv()} <strong>{candidate.profileCv.fileName}</strong> (
              {fileSize(candidate.profileCv.size)})
            </span>
          </label>
        )}
        <div className="rounded-lg border border-slate-200 px-3 py-2">
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="cv"
              value="upload"
              checked={choice === "upload"}
              onChange={() => setChoice("upload")}
              className="size-5 accent-brand-700"
            />
            <span className="text-sm">{candidate.profileCv ? m.pipeline_apply_upload_another() : m.pipeline_apply_upload()}</span>
          </label>
          <Label htmlFor={`${id}-file`} className="sr-only">
            {m.pipeline_apply_cv_file()}
          </Label>
          <input
            id={`${id}-file`}
            type="file"
            name={sendsFile ? "cvFile" : undefined}
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            ref={fileField}
            onChange={(e) => fileChosen(e.currentTarget)}
            aria-invalid={errors.cv ? true : undefined}
            aria-describedby={errors.cv ? cvErrorId : undefined}
            className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          />
          <p className="mt-1 text-xs text-slate-600">{m.pipeline_apply_cv_hint()}</p>
          <UploadProgress state={resumable.state} />
          {resumable.state.status === "done" && <input type="hidden" name={RESUMABLE_UPLOAD_FIELD} value={resumable.state.id} />}
        </div>
        <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2">
          <input
            type="radio"
            name="cv"
            value="none"
            checked={choice === "none"}
            onChange={() => setChoice("none")}
            className="size-5 accent-brand-700"
          />
          <span className="text-sm">{m.pipeline_apply_no_cv()}</span>
        </label>
        {errors.cv && (
          <p id={cvErrorId} className="flex gap-1.5 text-sm text-red-700">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {errors.cv}
          </p>
        )}
      </fieldset>

      <div className="space-y-1.5">
        <Label htmlFor={`${id}-note`}>{m.pipeline_apply_cover_note()}</Label>
        <textarea
          id={`${id}-note`}
          name="coverNote"
          rows={5}
          maxLength={COVER_NOTE_MAX}
          defaultValue={sent?.coverNote}
          onChange={(e) => setNoteLength(e.currentTarget.value.length)}
          aria-invalid={errors.coverNote ? true : undefined}
          aria-describedby={[errors.coverNote ? noteErrorId : "", noteCountId].filter(Boolean).join(" ")}
          placeholder={m.pipeline_apply_cover_placeholder()}
          className="w-full rounded-lg border border-slate-300 bg-white p-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600"
        />
        <p id={noteCountId} className="text-right text-xs text-slate-600">
          {m.pipeline_apply_characters({ count: formatNumber(noteLength), max: formatNumber(COVER_NOTE_MAX) })}
        </p>
        {errors.coverNote && (
          <p id={noteErrorId} className="text-sm text-red-700">
            {errors.coverNote}
          </p>
        )}
      </div>

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={busy || resumable.state.status === "uploading"}
        aria-busy={busy || undefined}
      >
        {applyFormTexts.submit}
      </Button>
    </Form>
  );
}
