import { eq } from "drizzle-orm";
import { candidateProfiles } from "#db/schema.ts";
import { LANGUAGE_LEVELS, type LanguageLevel } from "#vocabulary/levels.ts";
import {
  AGE_BANDS,
  QUALIFICATION_LEVELS,
  REGULATED_ANSWERS,
  type AgeBandWord,
  type QualificationLevelWord,
  type RegulatedAnswer,
} from "#vocabulary/situation.ts";
import { RECOGNITION_STATUSES, type RecognitionStatus } from "#vocabulary/statuses.ts";
import type { Situation } from "#app/features/visa/public.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { db, services } from "#app/lib/services.server.ts";
import { newStorageKey } from "#app/lib/storage/keys.ts";
import type { Toast } from "#app/lib/toast.ts";
import { EMPTY_PROFILE_FACTS, profileCompleteness, type Completeness } from "./completeness.ts";
import type { CandidateProfileInput } from "./profile-schema.ts";

/** The page's toasts and CV messages: message functions, called when answering (in the request's language). */
export const profileTexts = {
  saved: m.account_profile_saved,
  savedText: m.account_profile_saved_text,
  failed: m.account_profile_failed,
  failedText: m.account_profile_failed_text,
  cvUploaded: m.account_profile_cv_uploaded,
  cvUploadedText: m.account_profile_cv_uploaded_text,
  cvDeleted: m.account_profile_cv_deleted,
  cvDeletedText: m.account_profile_cv_deleted_text,
  cvMissing: m.account_profile_cv_missing,
  cvFailed: m.account_profile_cv_failed,
  employerRefusal: m.account_profile_employer_refusal,
  notAvailable: m.account_profile_not_available,
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
  qualificationLevel?: QualificationLevelWord;
  qualificationField: string;
  /** As the form shows it ("" when not stated). */
  yearsExperience: string;
  ageBand?: AgeBandWord;
  regulatedProfession?: RegulatedAnswer;
  currentCity: string;
  currentCountry: string;
  citiesOfInterest: string;
  availableFrom?: string;
}

export type ProfileLoaderData =
  | { kind: "employer" }
  | {
      kind: "job_seeker";
      values: ProfileValues;
      cv: CvInfo | null;
      completeness: Completeness;
      /** The job page the person came from to complete the profile before applying ("" when none). */
      returnTo: string;
    };

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

export function cvInfo(row: ProfileRow | null): CvInfo | null {
  if (!row?.cvKey) return null;
  return {
    fileName: row.cvFileName ?? "CV",
    contentType: row.cvContentType ?? "application/octet-stream",
    size: row.cvSize ?? 0,
    uploadedAt: (row.cvUploadedAt ?? row.updatedAt).toISOString(),
  };
}

const asLevel = (value: string | null | undefined) => LANGUAGE_LEVELS.find((l) => l === value);

export function valuesOf(row: ProfileRow | null): ProfileValues {
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
    qualificationLevel: QUALIFICATION_LEVELS.find((q) => q === row?.qualificationLevel),
    qualificationField: row?.qualificationField ?? "",
    yearsExperience: row?.yearsExperience == null ? "" : String(row.yearsExperience),
    ageBand: AGE_BANDS.find((a) => a === row?.ageBand),
    regulatedProfession: REGULATED_ANSWERS.find((a) => a === row?.regulatedProfession),
    currentCity: row?.currentCity ?? "",
    currentCountry: row?.currentCountry ?? "",
    citiesOfInterest: (row?.citiesOfInterest ?? []).join(", "),
    availableFrom: row?.availableFrom ?? undefined,
  };
}

/** The situation a stored profile states, for the residence-route rules; every answer may be missing. */
export function situationOf(row: ProfileRow | null): Situation {
  return {
    qualificationLevel: QUALIFICATION_LEVELS.find((q) => q === row?.qualificationLevel) ?? null,
    recognitionStatus: RECOGNITION_STATUSES.find((r) => r === row?.recognitionStatus) ?? null,
    germanLevel: asLevel(row?.germanLevel) ?? null,
    englishLevel: asLevel(row?.englishLevel) ?? null,
    yearsExperience: row?.yearsExperience ?? null,
    ageBand: AGE_BANDS.find((a) => a === row?.ageBand) ?? null,
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

/**
 * Stores a checked CV under a fresh random key and names it on the profile; the previous CV's file is deleted
 * once the row names the new one. False when it could not be stored (nothing is left behind).
 */
export async function replaceProfileCv(
  userId: string,
  cv: { bytes: Uint8Array; fileName: string; contentType: string; extension: string },
): Promise<boolean> {
  const { storage } = services();
  const key = newStorageKey("cvs", cv.extension);
  try {
    await storage.put(key, cv.bytes, cv.contentType);
    const previous = await db().transaction(async (tx) => {
      const [row] = await tx
        .select({ cvKey: candidateProfiles.cvKey })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, userId))
        .for("update");
      const now = new Date();
      const stored = {
        cvKey: key,
        cvFileName: cv.fileName,
        cvContentType: cv.contentType,
        cvSize: cv.bytes.byteLength,
        cvUploadedAt: now,
      };
      await tx
        .insert(candidateProfiles)
        .values({ userId, ...stored, updatedAt: now })
        .onConflictDoUpdate({ target: candidateProfiles.userId, set: { ...stored, updatedAt: now } });
      return row?.cvKey ?? null;
    });
    if (previous) await deleteStoredFile(previous);
    return true;
  } catch (error) {
    console.error("[profile] CV upload failed:", error);
    await deleteStoredFile(key);
    return false;
  }
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
