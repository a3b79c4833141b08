import { eq } from "drizzle-orm";
import { data } from "react-router";
import { candidateProfiles } from "#db/schema.ts";
import { LANGUAGE_LEVELS, type LanguageLevel } from "#vocabulary/levels.ts";
import { RECOGNITION_STATUSES, type RecognitionStatus } from "#vocabulary/statuses.ts";
import { requireUser, type SessionUser } from "#app/features/auth/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { parseForm, type FormResult } from "#app/lib/forms.ts";
import { db, services } from "#app/lib/services.server.ts";
import { newStorageKey } from "#app/lib/storage/keys.ts";
import { checkCv, CV_MAX_BYTES, CV_MESSAGES } from "#app/lib/uploads/cv.server.ts";
import { readUploadForm } from "#app/lib/uploads/form.server.ts";
import type { Toast } from "#app/lib/toast.ts";
import { EMPTY_PROFILE_FACTS, profileCompleteness, type Completeness } from "./completeness.ts";
import { cleanCvFileName } from "./cv-file-name.ts";
import { candidateProfileSchema, type CandidateProfileInput } from "./profile-schema.ts";

export const profileTexts = {
  saved: "Profile saved",
  savedText: "Employers will see these details with your applications.",
  failed: "Saving failed",
  failedText: "Your profile could not be saved. Please try again.",
  cvUploaded: "CV uploaded",
  cvUploadedText: "Your CV is on your profile.",
  cvDeleted: "CV deleted",
  cvDeletedText: "Your CV has been removed from your profile and from our storage.",
  cvMissing: "Please choose a PDF or Word (.docx) file.",
  cvFailed: "The CV could not be saved. Please try again.",
  employerRefusal: "The candidate profile is for job seekers. Your company's details are in the employer area.",
} as const;

export interface CvInfo {
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

/** The form's values as stored (lists joined for their one text field). */
export interface ProfileValues {
  headline: string;
  about: string;
  skills: string;
  workExperience: CandidateProfileInput["workExperience"];
  education: CandidateProfileInput["education"];
  germanLevel?: LanguageLevel;
  germanCertificate: string;
  englishLevel?: LanguageLevel;
  otherLanguages: CandidateProfileInput["otherLanguages"];
  recognitionStatus?: RecognitionStatus;
  currentCity: string;
  currentCountry: string;
  citiesOfInterest: string;
  availableFrom?: string;
}

export type ProfileLoaderData =
  { kind: "employer" } | { kind: "job_seeker"; values: ProfileValues; cv: CvInfo | null; completeness: Completeness };

export interface ProfileActionData {
  /** Conform's reply for the profile form. */
  result?: FormResult;
  /** The message under the CV field. */
  cvError?: string;
  toast?: Toast;
}

type ProfileRow = typeof candidateProfiles.$inferSelect;

export async function getCandidateProfile(userId: string): Promise<ProfileRow | null> {
  const [row] = await db().select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)).limit(1);
  return row ?? null;
}

function cvInfo(row: ProfileRow | null): CvInfo | null {
  if (!row?.cvKey) return null;
  return {
    fileName: row.cvFileName ?? "CV",
    contentType: row.cvContentType ?? "application/octet-stream",
    size: row.cvSize ?? 0,
    uploadedAt: (row.cvUploadedAt ?? row.updatedAt).toISOString(),
  };
}

const asLevel = (value: string | null | undefined) => LANGUAGE_LEVELS.find((l) => l === value);

function valuesOf(row: ProfileRow | null): ProfileValues {
  return {
    headline: row?.headline ?? "",
    about: row?.about ?? "",
    skills: (row?.skills ?? []).join(", "),
    workExperience: row?.workExperience ?? [],
    education: row?.education ?? [],
    germanLevel: asLevel(row?.germanLevel),
    germanCertificate: row?.germanCertificate ?? "",
    englishLevel: asLevel(row?.englishLevel),
    otherLanguages: row?.otherLanguages ?? [],
    recognitionStatus: RECOGNITION_STATUSES.find((r) => r === row?.recognitionStatus),
    currentCity: row?.currentCity ?? "",
    currentCountry: row?.currentCountry ?? "",
    citiesOfInterest: (row?.citiesOfInterest ?? []).join(", "),
    availableFrom: row?.availableFrom ?? undefined,
  };
}

/** The meter's view of a stored profile. */
export function completenessOf(row: ProfileRow | null): Completeness {
  if (!row) return profileCompleteness(EMPTY_PROFILE_FACTS);
  return profileCompleteness({ ...row, hasCv: row.cvKey !== null });
}

/** Saves the whole form (an upsert: the row is made on the first save). */
export async function saveCandidateProfile(userId: string, input: CandidateProfileInput): Promise<void> {
  const now = new Date();
  const values = { ...input, updatedAt: now };
  await db()
    .insert(candidateProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: values });
}

/** The signed-in user for /profile; signed out goes to /auth. Employers get the refusal, not the form. */
async function profileUser(request: Request, url: URL): Promise<SessionUser> {
  return requireUser(request, url);
}

export async function profileLoader(request: Request, url: URL): Promise<ProfileLoaderData> {
  const user = await profileUser(request, url);
  if (user.kind === "employer") return { kind: "employer" };
  const row = await getCandidateProfile(user.id);
  return { kind: "job_seeker", values: valuesOf(row), cv: cvInfo(row), completeness: completenessOf(row) };
}

/**
 * The /profile action. A multipart body is the CV form (upload); anything else the profile form (save, the
 * "Add another" buttons, which are Conform intents and work without JavaScript) or the CV's Delete button.
 */
export async function profileAction(request: Request, url: URL) {
  const user = await profileUser(request, url);
  if (user.kind === "employer") return data<ProfileActionData>({ toast: refusalToast() }, { status: 403 });
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) return uploadCv(user.id, request);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ProfileActionData>({}, { status: 400 });
  }
  if (form.get("intent") === "delete-cv") {
    await deleteProfileCv(user.id);
    return redirectWithToast("/profile", { title: profileTexts.cvDeleted, description: profileTexts.cvDeletedText });
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
        toast: { title: profileTexts.failed, description: profileTexts.failedText, variant: "error" },
      },
      { status: 503 },
    );
  }
  return redirectWithToast("/profile", { title: profileTexts.saved, description: profileTexts.savedText });
}

function refusalToast(): Toast {
  return { title: "Not available", description: profileTexts.employerRefusal, variant: "error" };
}

/**
 * Stores a new CV for the profile: the body is read with the 5 MB cap as it streams in (an oversized file is
 * refused before anything is stored), the type is read from the bytes, and the file goes under a fresh random
 * key. The previous CV's file is deleted once the row names the new one.
 */
async function uploadCv(userId: string, request: Request) {
  const upload = await readUploadForm(request, { maxFileBytes: CV_MAX_BYTES, tooLargeMessage: CV_MESSAGES.tooLarge });
  if (!upload.ok) return data<ProfileActionData>({ cvError: upload.message }, { status: upload.status });
  const file = upload.formData.get("cv");
  if (!(file instanceof File)) return data<ProfileActionData>({ cvError: profileTexts.cvMissing }, { status: 400 });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = await checkCv(bytes);
  if (!check.ok) {
    return data<ProfileActionData>({ cvError: check.message }, { status: check.reason === "too-large" ? 413 : 400 });
  }
  const { storage } = services();
  const key = newStorageKey("cvs", check.extension);
  const fileName = cleanCvFileName(file.name, check.extension);
  try {
    await storage.put(key, bytes, check.contentType);
    const previous = await db().transaction(async (tx) => {
      const [row] = await tx
        .select({ cvKey: candidateProfiles.cvKey })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, userId))
        .for("update");
      const now = new Date();
      const cv = {
        cvKey: key,
        cvFileName: fileName,
        cvContentType: check.contentType,
        cvSize: bytes.byteLength,
        cvUploadedAt: now,
      };
      await tx
        .insert(candidateProfiles)
        .values({ userId, ...cv, updatedAt: now })
        .onConflictDoUpdate({ target: candidateProfiles.userId, set: { ...cv, updatedAt: now } });
      return row?.cvKey ?? null;
    });
    if (previous) await deleteStoredFile(previous);
  } catch (error) {
    console.error("[profile] CV upload failed:", error);
    await deleteStoredFile(key);
    return data<ProfileActionData>({ cvError: profileTexts.cvFailed }, { status: 503 });
  }
  return redirectWithToast("/profile", { title: profileTexts.cvUploaded, description: profileTexts.cvUploadedText });
}

/** Removes the profile's CV: the row forgets it, then its file is deleted. */
export async function deleteProfileCv(userId: string): Promise<void> {
  const key = await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ cvKey: candidateProfiles.cvKey })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, userId))
      .for("update");
    if (!row?.cvKey) return null;
    await tx
      .update(candidateProfiles)
      .set({ cvKey: null, cvFileName: null, cvContentType: null, cvSize: null, cvUploadedAt: null, updatedAt: new Date() })
      .where(eq(candidateProfiles.userId, userId));
    return row.cvKey;
  });
  if (key) await deleteStoredFile(key);
}

/** Deletes a stored file; a failure is logged (the row no longer names it), never shown as the user's error. */
export async function deleteStoredFile(key: string): Promise<void> {
  try {
    await services().storage.delete(key);
  } catch (error) {
    console.error(`[profile] could not delete the stored file ${key}:`, error);
  }
}
