import { and, eq } from "drizzle-orm";
import { trackerSteps } from "#db/schema.ts";
import { db, services } from "#app/lib/services.server.ts";
import type { Db } from "#db/client.ts";
import {
  deviceProgressCookie,
  deviceProgressFrom,
  mergeDeviceProgress,
  progressOf,
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

/** The tracker in the personal-data export. */
export async function trackerForExport(userId: string, database: Db = db()) {
  const progress = await accountProgress(userId, database);
  return Object.entries(progress).map(([step, p]) => ({ step, status: p.status, date: p.date, note: p.note }));
}
