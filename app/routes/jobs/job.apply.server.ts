import { data } from "react-router";
import type { Route } from "./+types/job.apply";
import {
  applyFormTexts,
  applySchema,
  applyToasts,
  applyPagePath,
  COVER_NOTE_MAX,
  type ApplyActionData,
  type ApplyPageData,
  cvChoice,
  type CvChoice,
} from "#app/features/applications/public.ts";
import { applyForJob, hasApplied, type ApplicationContent } from "#app/features/applications/public.server.ts";
import { getUser } from "#app/features/auth/public.server.ts";
import { getJob, isOpen } from "#app/features/jobs/public.server.ts";
import { completenessOf, deleteStoredFile, getCandidateProfile } from "#app/features/profile/public.server.ts";
import { cleanCvFileName } from "#app/features/profile/public.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm } from "#app/lib/forms.ts";
import { isJobId } from "#app/lib/job-id.ts";
import { services } from "#app/lib/services.server.ts";
import { newStorageKey } from "#app/lib/storage/keys.ts";
import { readAll } from "#app/lib/storage/storage.server.ts";
import { checkCv, CV_MAX_BYTES, CV_MESSAGES } from "#app/lib/uploads/cv.server.ts";
import { readUploadForm } from "#app/lib/uploads/form.server.ts";
import { RESUMABLE_MESSAGES } from "#app/lib/uploads/resumable.ts";
import { chosenFile } from "#app/lib/uploads/resumable.server.ts";

const PRIVATE = { "Cache-Control": "private, no-store" };

async function openJobOr404(id: string | undefined) {
  const job = isJobId(id) ? await getJob(id) : null;
  if (!job) throw data(null, { status: 404 });
  return job;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const job = await openJobOr404(params.id);
  const user = await getUser(request);
  const base = { id: job.id, title: job.title, company: job.company, germanLevel: job.germanLevel, open: isOpen(job) };
  if (!user) return data<ApplyPageData>({ job: base, candidate: null }, { headers: PRIVATE });
  const [profile, applied] = await Promise.all([getCandidateProfile(user.id), hasApplied(user.id, job.id)]);
  return data<ApplyPageData>(
    {
      job: base,
      candidate: {
        name: user.name,
        headline: profile?.headline ?? "",
        germanLevel: profile?.germanLevel ?? null,
        completeness: completenessOf(profile),
        profileCv: profile?.cvKey ? { fileName: profile.cvFileName ?? "CV", size: profile.cvSize ?? 0 } : null,
        applied,
      },
    },
    { headers: PRIVATE },
  );
}

/** The refused form's answer: the messages, and what was sent so that the page shows it again. */
function refuse(errors: ApplyActionData["errors"], status: number, form?: FormData, fileChosen = false) {
  const values = form && {
    cv: cvChoice(form.get("cv"), fileChosen),
    coverNote: String(form.get("coverNote") ?? "").slice(0, COVER_NOTE_MAX),
  };
  return data<ApplyActionData>({ errors, ...(values ? { values } : {}) }, { status, headers: PRIVATE });
}

/** The CV chosen for the application, as bytes to copy, or a message for the CV field. */
async function chosenCv(
  userId: string,
  choice: CvChoice,
  file: File | undefined,
): Promise<
  | { ok: true; cv: { bytes: Uint8Array; contentType: string; extension: "pdf" | "docx"; fileName: string } | null }
  | { ok: false; message: string; status: number }
> {
  if (choice === "none") return { ok: true, cv: null };
  if (file) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = await checkCv(bytes);
    if (!check.ok) return { ok: false, message: check.message, status: check.reason === "too-large" ? 413 : 400 };
    const fileName = cleanCvFileName(file.name, check.extension);
    return { ok: true, cv: { bytes, contentType: check.contentType, extension: check.extension, fileName } };
  }
  const profile = await getCandidateProfile(userId);
  const stored = profile?.cvKey ? await services().storage.get(profile.cvKey) : null;
  if (!profile?.cvKey || !stored) return { ok: false, message: applyFormTexts.profileCvMissing, status: 400 };
  const bytes = await readAll(stored);
  // The profile's file was checked when it was uploaded; its extension is the key's.
  const extension = profile.cvKey.endsWith(".docx") ? "docx" : "pdf";
  return {
    ok: true,
    cv: { bytes, contentType: stored.contentType, extension, fileName: profile.cvFileName ?? `CV.${extension}` },
  };
}

/**
 * POST /job/{id}/apply, from the sheet (a fetcher) or the page (a plain form): the signed-in user applies with
 * the chosen CV and cover note, checked here. The CV is copied under a new key before the row is written; when
 * the row is not written (a duplicate, a closed job, an error) the copy is deleted again.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const jobId = params.id;
  if (!isJobId(jobId)) throw data(null, { status: 404 });
  const jobPage = `/job/${encodeURIComponent(jobId)}`;
  const user = await getUser(request);
  if (!user) {
    return redirectWithToast(`/auth?redirectTo=${encodeURIComponent(applyPagePath(jobId))}`, applyToasts.authRequired);
  }
  const upload = await readUploadForm(request, { maxFileBytes: CV_MAX_BYTES, tooLargeMessage: CV_MESSAGES.tooLarge });
  // A file over the limit: its message, with the choice and the cover note kept (upload.fields).
  if (!upload.ok) return refuse({ cv: upload.message }, upload.status, upload.fields, true);
  const form = upload.formData;
  // The file sent with the form, or the resumable upload it names (sent in pieces beforehand, with scripts).
  const picked = await chosenFile(services().resumableUploads, form, "cvFile", user.id);
  if (picked.gone) return refuse({ cv: RESUMABLE_MESSAGES.gone }, 400, form, true);
  const chosen = picked.file;
  if (chosen) form.set("cvFile", chosen);
  const submission = parseForm(form, applySchema);
  if (submission.status !== "success") {
    const [coverNote, cv] = [submission.error?.coverNote?.[0], submission.error?.cv?.[0]];
    const errors = { ...(coverNote ? { coverNote } : {}), ...(cv ? { cv } : {}) };
    // The chosen CV is checked as well, so that its message shows beside the note's at once.
    if (!cv) {
      const check = await chosenCv(user.id, cvChoice(form.get("cv"), chosen !== undefined), chosen);
      if (!check.ok) return refuse({ ...errors, cv: check.message }, check.status, form, chosen !== undefined);
    }
    return refuse(errors, 400, form, chosen !== undefined);
  }
  const { cv: choice, cvFile, coverNote } = submission.value;
  const cv = await chosenCv(user.id, choice, cvFile);
  if (!cv.ok) return refuse({ cv: cv.message }, cv.status, form, chosen !== undefined);
  // A duplicate is answered before anything is stored (the unique index still decides a race).
  if (await hasApplied(user.id, jobId)) return redirectWithToast(jobPage, applyToasts.alreadyApplied);

  const content: ApplicationContent = { coverNote, cv: null };
  let result: Awaited<ReturnType<typeof applyForJob>>;
  try {
    if (cv.cv) {
      const key = newStorageKey("cvs", cv.cv.extension);
      await services().storage.put(key, cv.cv.bytes, cv.cv.contentType);
      content.cv = { key, fileName: cv.cv.fileName };
    }
    result = await applyForJob(user.id, jobId, content);
  } catch (error) {
    console.error("[applications] applying from the apply sheet failed:", error);
    if (content.cv) await deleteStoredFile(content.cv.key);
    return data<ApplyActionData>({ errors: {}, toast: applyToasts.failed }, { status: 503, headers: PRIVATE });
  }
  if (picked.uploadId) await services().resumableUploads.discard(picked.uploadId);
  if (result.ok) return redirectWithToast(jobPage, applyToasts.submitted({ id: jobId, ...result.job }));
  // No application row names the copy: it goes (no orphan files).
  if (content.cv) await deleteStoredFile(content.cv.key);
  if (result.code === "NOT_FOUND") throw data(null, { status: 404 });
  return redirectWithToast(jobPage, result.code === "CLOSED" ? applyToasts.closed : applyToasts.alreadyApplied);
}
