import { data } from "react-router";
import type { Route } from "./+types/profile";
import { requireUser, type SessionUser } from "#app/features/auth/public.server.ts";
import {
  candidateProfileSchema,
  cleanCvFileName,
  completenessOf,
  cvInfo,
  deleteProfileCv,
  getCandidateProfile,
  profileTexts,
  replaceProfileCv,
  saveCandidateProfile,
  valuesOf,
  type ProfileActionData,
  type ProfileLoaderData,
} from "#app/features/profile/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { safeRedirect } from "#app/lib/redirects.ts";
import { parseForm } from "#app/lib/forms.ts";
import type { Toast } from "#app/lib/toast.ts";
import { readForm } from "#app/lib/request.server.ts";
import { checkCv, CV_MAX_BYTES, CV_MESSAGES } from "#app/lib/uploads/cv.server.ts";
import { readUploadForm } from "#app/lib/uploads/form.server.ts";
import { RESUMABLE_MESSAGES } from "#app/lib/uploads/resumable.ts";
import { chosenFile } from "#app/lib/uploads/resumable.server.ts";
import { services } from "#app/lib/services.server.ts";

/** The signed-in user for /profile; signed out goes to /auth. Employers get the refusal, not the form. */
async function profileUser(request: Request, url: URL): Promise<SessionUser> {
  return requireUser(request, url);
}

export async function loader({ request, url }: Route.LoaderArgs): Promise<ProfileLoaderData> {
  const user = await profileUser(request, url);
  if (user.kind === "employer") return { kind: "employer" };
  const row = await getCandidateProfile(user.id);
  return {
    kind: "job_seeker",
    values: valuesOf(row),
    cv: cvInfo(row),
    completeness: completenessOf(row),
    returnTo: returnTo(url),
  };
}

/** The page to go back to after saving: the job whose apply form sent the person here (?redirectTo=), or "". */
function returnTo(url: URL): string {
  return safeRedirect(url.searchParams.get("redirectTo"), "", { refuse: ["/profile"] });
}

/**
 * The /profile action. A multipart body is the CV form (upload); anything else the profile form (save, the
 * "Add another" buttons, which are Conform intents and work without JavaScript) or the CV's Delete button.
 */
export async function action({ request, url }: Route.ActionArgs) {
  const user = await profileUser(request, url);
  if (user.kind === "employer") return data<ProfileActionData>({ toast: refusalToast() }, { status: 403 });
  // The CV's forms come back to this page, keeping where to return to.
  const here = `/profile${url.search}`;
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) return uploadCv(user.id, request, here);

  const form = await readForm(request);
  // A CV sent in pieces beforehand (with scripts): the form names the finished upload.
  if (form.get("intent") === "upload-cv")
    return storeCv(user.id, await chosenFile(services().resumableUploads, form, "cv", user.id), here);
  if (form.get("intent") === "delete-cv") {
    await deleteProfileCv(user.id);
    return redirectWithToast(here, { title: profileTexts.cvDeleted(), description: profileTexts.cvDeletedText() });
  }
  const submission = parseForm(form, candidateProfileSchema);
  // An "Add another" or "Remove" button: the form comes back with one row more or less, nothing is saved.
  if (submission.status === undefined) return data<ProfileActionData>({ result: submission.reply() });
  if (submission.status !== "success") return data<ProfileActionData>({ result: submission.reply() }, { status: 400 });
  try {
    await saveCandidateProfile(user.id, submission.value);
  } catch (error) {
    console.error("[profile] save failed:", error);
    return data<ProfileActionData>(
      {
        result: submission.reply(),
        toast: { title: profileTexts.failed(), description: profileTexts.failedText(), variant: "error" },
      },
      { status: 503 },
    );
  }
  return redirectWithToast(returnTo(url) || "/profile", { title: profileTexts.saved(), description: profileTexts.savedText() });
}

function refusalToast(): Toast {
  return { title: profileTexts.notAvailable(), description: profileTexts.employerRefusal(), variant: "error" };
}

/**
 * Stores a new CV for the profile: the body is read with the 5 MB cap as it streams in (an oversized file is
 * refused before anything is stored), the type is read from the bytes, then the profile's feature stores it.
 */
async function uploadCv(userId: string, request: Request, here: string) {
  const upload = await readUploadForm(request, { maxFileBytes: CV_MAX_BYTES, tooLargeMessage: CV_MESSAGES.tooLarge });
  if (!upload.ok) return data<ProfileActionData>({ cvError: upload.message }, { status: upload.status });
  const file = upload.formData.get("cv");
  return storeCv(userId, file instanceof File ? { file } : {}, here);
}

/** Checks the chosen file (sent with the form or uploaded in pieces) and stores it as the profile's CV. */
async function storeCv(userId: string, picked: { file?: File; uploadId?: string; gone?: true }, here: string) {
  if (picked.gone) return data<ProfileActionData>({ cvError: RESUMABLE_MESSAGES.gone }, { status: 400 });
  const file = picked.file;
  if (!file) return data<ProfileActionData>({ cvError: profileTexts.cvMissing() }, { status: 400 });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = await checkCv(bytes);
  if (!check.ok) {
    return data<ProfileActionData>({ cvError: check.message }, { status: check.reason === "too-large" ? 413 : 400 });
  }
  const stored = await replaceProfileCv(userId, {
    bytes,
    fileName: cleanCvFileName(file.name, check.extension),
    contentType: check.contentType,
    extension: check.extension,
  });
  if (!stored) return data<ProfileActionData>({ cvError: profileTexts.cvFailed() }, { status: 503 });
  if (picked.uploadId) await services().resumableUploads.discard(picked.uploadId);
  return redirectWithToast(here, { title: profileTexts.cvUploaded(), description: profileTexts.cvUploadedText() });
}
