import { and, eq, isNotNull } from "drizzle-orm";
import { data } from "react-router";
import { trackerSteps } from "#db/schema.ts";
import { getUser } from "#app/features/auth/public.server.ts";
import { deleteStoredFile } from "#app/features/profile/public.server.ts";
import { db, services } from "#app/lib/services.server.ts";
import { newStorageKey } from "#app/lib/storage/keys.ts";
import { downloadResponse } from "#app/lib/uploads/download.server.ts";
import type { Db } from "#db/client.ts";
import {
  deviceProgressCookie,
  deviceProgressFrom,
  mergeDeviceProgress,
  progressOf,
  stepDocumentPath,
  type Progress,
  type StepProgress,
} from "./progress.ts";
import { isStepId } from "./steps.ts";
import type { TrackerStepInput } from "./tracker-schema.ts";

/** The database or a transaction on it. */
type Conn = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

const isSecure = () => services().config.publicUrl.startsWith("https://");

/** The account's progress: only its own rows (the user id comes from the session, never from the form). */
export async function accountProgress(userId: string, database: Conn = db()): Promise<Record<string, StepProgress>> {
  const rows = await database.select().from(trackerSteps).where(eq(trackerSteps.userId, userId));
  const progress: Record<string, StepProgress> = {};
  for (const row of rows) {
    if (!isStepId(row.stepId)) continue;
    progress[row.stepId] = {
      status: row.status === "done" || row.status === "skipped" ? row.status : "open",
      date: row.stepDate,
      note: row.note,
      file: row.fileKey
        ? { name: row.fileName ?? "Document", contentType: row.fileContentType ?? "", size: row.fileSize ?? 0 }
        : null,
    };
  }
  return progress;
}

async function writeSteps(userId: string, changes: Record<string, StepProgress>, database: Conn): Promise<void> {
  const now = new Date();
  for (const [stepId, p] of Object.entries(changes)) {
    const values = { status: p.status, stepDate: p.date, note: p.note, updatedAt: now };
    await database
      .insert(trackerSteps)
      .values({ userId, stepId, ...values })
      .onConflictDoUpdate({ target: [trackerSteps.userId, trackerSteps.stepId], set: values });
  }
}

/** The step after the change: "tick" keeps the date and note, "save" replaces them (a visitor has no note). */
export function changedStep(current: StepProgress, input: TrackerStepInput, withNote: boolean): StepProgress {
  if (input.intent === "tick") return { ...current, status: input.status };
  return { ...current, status: input.status, date: input.date, note: withNote ? input.note : current.note };
}

/** Saves one step of the account's tracker. */
export async function saveAccountStep(userId: string, input: TrackerStepInput, database: Db = db()): Promise<void> {
  await database.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(trackerSteps)
      .where(and(eq(trackerSteps.userId, userId), eq(trackerSteps.stepId, input.stepId)))
      .for("update");
    const current: StepProgress = row
      ? { status: row.status as StepProgress["status"], date: row.stepDate, note: row.note, file: null }
      : progressOf({}, input.stepId);
    await writeSteps(userId, { [input.stepId]: changedStep(current, input, true) }, tx);
  });
}

/** This device's progress after the change, and the Set-Cookie header that keeps it. */
export function saveDeviceStep(request: Request, input: TrackerStepInput): { progress: Progress; setCookie: string } {
  const progress = deviceProgressFrom(request.headers.get("Cookie"));
  progress[input.stepId] = changedStep(progressOf(progress, input.stepId), input, false);
  return { progress, setCookie: deviceProgressCookie(progress, isSecure()) };
}

/**
 * At sign-in (the root loader, like saved jobs): this device's progress joins the account's and the cookie is
 * cleared, so nothing stays behind on a shared computer. Null when the device has none (no query is made).
 */
export async function moveDeviceProgress(request: Request, userId: string, database: Db = db()): Promise<string | null> {
  const device = deviceProgressFrom(request.headers.get("Cookie"));
  if (Object.keys(device).length === 0) {
    // A cookie that held nothing valid is cleared too.
    return /(?:^|;\s*)pb_tracker=/.test(request.headers.get("Cookie") ?? "") ? deviceProgressCookie({}, isSecure()) : null;
  }
  await database.transaction(async (tx) => {
    const account = await accountProgress(userId, tx);
    await writeSteps(userId, mergeDeviceProgress(account, device), tx);
  });
  return deviceProgressCookie({}, isSecure());
}

/* ---------- A document on a step (decision 200) ---------- */

/**
 * Stores a checked document (the CV checks) under a fresh random key and names it on the step, replacing the one
 * there; the previous file is deleted once the row names the new one. False when it could not be stored (nothing
 * is left behind). The step's status, date and note stay as they are.
 */
export async function replaceStepDocument(
  userId: string,
  stepId: string,
  file: { bytes: Uint8Array; fileName: string; contentType: string; extension: string },
): Promise<boolean> {
  const key = newStorageKey("tracker", file.extension);
  try {
    await services().storage.put(key, file.bytes, file.contentType);
    const previous = await db().transaction(async (tx) => {
      const [row] = await tx
        .select({ fileKey: trackerSteps.fileKey })
        .from(trackerSteps)
        .where(and(eq(trackerSteps.userId, userId), eq(trackerSteps.stepId, stepId)))
        .for("update");
      const stored = {
        fileKey: key,
        fileName: file.fileName,
        fileContentType: file.contentType,
        fileSize: file.bytes.byteLength,
        updatedAt: new Date(),
      };
      await tx
        .insert(trackerSteps)
        .values({ userId, stepId, ...stored })
        .onConflictDoUpdate({ target: [trackerSteps.userId, trackerSteps.stepId], set: stored });
      return row?.fileKey ?? null;
    });
    if (previous) await deleteStoredFile(previous);
    return true;
  } catch (error) {
    console.error("[tracker] document upload failed:", error);
    await deleteStoredFile(key);
    return false;
  }
}

/** Removes a step's document: the row forgets it, then its file is deleted. False when the step had none. */
export async function removeStepDocument(userId: string, stepId: string): Promise<boolean> {
  const key = await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ fileKey: trackerSteps.fileKey })
      .from(trackerSteps)
      .where(and(eq(trackerSteps.userId, userId), eq(trackerSteps.stepId, stepId)))
      .for("update");
    if (!row?.fileKey) return null;
    await tx
      .update(trackerSteps)
      .set({ fileKey: null, fileName: null, fileContentType: null, fileSize: null, updatedAt: new Date() })
      .where(and(eq(trackerSteps.userId, userId), eq(trackerSteps.stepId, stepId)));
    return row.fileKey;
  });
  if (key) await deleteStoredFile(key);
  return key !== null;
}

/**
 * /account/tracker/{step}/document: the signed-in person's own document on that step, as an attachment (nosniff,
 * private, no-store, sandboxed). Anyone else, and a step without one, gets the same 404 as the CV download.
 */
export async function stepDocumentResponse(request: Request, stepId: string | undefined): Promise<Response> {
  const notFound = () => data(null, { status: 404 });
  const user = await getUser(request);
  if (!user || !stepId || !isStepId(stepId)) throw notFound();
  const [row] = await db()
    .select({ key: trackerSteps.fileKey, fileName: trackerSteps.fileName })
    .from(trackerSteps)
    .where(and(eq(trackerSteps.userId, user.id), eq(trackerSteps.stepId, stepId)))
    .limit(1);
  const file = row?.key ? await services().storage.get(row.key) : null;
  if (!row?.key || !file) throw notFound();
  return downloadResponse(file, row.fileName ?? "Document");
}

/** The storage keys of the account's documents, read in the account deletion's transaction (deleted after it). */
export async function trackerFileKeys(userId: string, database: Conn): Promise<string[]> {
  const rows = await database
    .select({ key: trackerSteps.fileKey })
    .from(trackerSteps)
    .where(and(eq(trackerSteps.userId, userId), isNotNull(trackerSteps.fileKey)));
  return rows.map((r) => r.key).filter((k): k is string => k !== null);
}

/** The tracker in the personal-data export; a document is listed with its own download, as the CV is. */
export async function trackerForExport(userId: string, database: Db = db()) {
  const progress = await accountProgress(userId, database);
  return Object.entries(progress).map(([step, p]) => ({
    step,
    status: p.status,
    date: p.date,
    note: p.note,
    document: p.file
      ? { fileName: p.file.name, contentType: p.file.contentType, size: p.file.size, download: stepDocumentPath(step) }
      : null,
  }));
}
