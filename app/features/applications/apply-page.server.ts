import { data } from "react-router";
import { getUser } from "#app/features/auth/public.server.ts";
import { getJob, isOpen } from "#app/features/jobs/public.server.ts";
import { completenessOf, deleteStoredFile, getCandidateProfile } from "#app/features/profile/public.server.ts";
import { cleanCvFileName, type Completeness } from "#app/features/profile/public.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { isJobId } from "#app/lib/job-id.ts";
import { services } from "#app/lib/services.server.ts";
import { newStorageKey } from "#app/lib/storage/keys.ts";
import { readAll } from "#app/lib/storage/storage.server.ts";
import type { Toast } from "#app/lib/toast.ts";
import { checkCv, CV_MAX_BYTES, CV_MESSAGES } from "#app/lib/uploads/cv.server.ts";
import { readUploadForm } from "#app/lib/uploads/form.server.ts";
import { applyToasts } from "./apply-toasts.ts";
import { applyFormTexts, applyPagePath, checkCoverNote, cvChoice } from "./apply-rules.ts";
import { applyForJob, hasApplied, type ApplicationContent } from "./applications.server.ts";

/** What the apply sheet and page show: the job, and for a signed-in user what will be sent. */
export interface ApplyPageData {
  job: { id: string; title: string; company: string; germanLevel: string; open: boolean };
  /** Null when signed out: the sheet offers Sign in and Create account. */
  candidate: {
    name: string;
    headline: string;
    germanLevel: string | null;
    completeness: Completeness;
    profileCv: { fileName: string; size: number } | null;
    applied: boolean;
  } | null;
}

export interface ApplyActionData {
  errors: { cv?: string; coverNote?: string };
  toast?: Toast;
}

const PRIVATE = { "Cache-Control": "private, no-store" };

async function openJobOr404(id: string | undefined) {
  const job = isJobId(id) ? await getJob(id) : null;
  if (!job) throw data(null, { status: 404 });
  return job;
}

export async function applyPageLoader(request: Request, jobId: string | undefined) {
  const job = await openJobOr404(jobId);
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

function refuse(errors: ApplyActionData["errors"], status: number) {
  return data<ApplyActionData>({ errors }, { status, headers: PRIVATE });
}

/** The CV chosen for the application, as bytes to copy, or a message for the CV field. */
async function chosenCv(
  userId: string,
  form: FormData,
): Promise<
  | { ok: true; cv: { bytes: Uint8Array; contentType: string; extension: "pdf" | "docx"; fileName: string } | null }
  | { ok: false; message: string; status: number }
> {
  const file = form.get("cvFile");
  const choice = cvChoice(form.get("cv"), file instanceof File);
  if (choice === "none") return { ok: true, cv: null };
  if (choice === "upload") {
    if (!(file instanceof File)) return { ok: false, message: applyFormTexts.cvMissing, status: 400 };
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
export async function applyPageAction(request: Request, jobId: string | undefined) {
  if (!isJobId(jobId)) throw data(null, { status: 404 });
  const jobPage = `/job/${encodeURIComponent(jobId)}`;
  const user = await getUser(request);
  if (!user) {
    return redirectWithToast(`/auth?redirectTo=${encodeURIComponent(applyPagePath(jobId))}`, applyToasts.authRequired);
  }
  const upload = await readUploadForm(request, { maxFileBytes: CV_MAX_BYTES, tooLargeMessage: CV_MESSAGES.tooLarge });
  if (!upload.ok) return refuse({ cv: upload.message }, upload.status);
  const form = upload.formData;

  const note = checkCoverNote(form.get("coverNote"));
  const cv = await chosenCv(user.id, form);
  if (!note.ok || !cv.ok) {
    return refuse(
      { ...(note.ok ? {} : { coverNote: note.message }), ...(cv.ok ? {} : { cv: cv.message }) },
      cv.ok ? 400 : cv.status,
    );
  }
  // A duplicate is answered before anything is stored (the unique index still decides a race).
  if (await hasApplied(user.id, jobId)) return redirectWithToast(jobPage, applyToasts.alreadyApplied);

  const content: ApplicationContent = { coverNote: note.value, cv: null };
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
  if (result.ok) return redirectWithToast(jobPage, applyToasts.submitted({ id: jobId, ...result.job }));
  // No application row names the copy: it goes (no orphan files).
  if (content.cv) await deleteStoredFile(content.cv.key);
  if (result.code === "NOT_FOUND") throw data(null, { status: 404 });
  return redirectWithToast(jobPage, result.code === "CLOSED" ? applyToasts.closed : applyToasts.alreadyApplied);
}
