import { z } from "#app/lib/zod.ts";
import { applyFormTexts, checkCoverNote, cvChoice } from "./apply-rules.ts";

/**
 * The apply form (the sheet and the page), read by Conform: which CV, the chosen file, and the cover note as
 * stored (null when empty). Every field is read leniently and checked in one place, so that a wrong note and
 * a missing file are both reported at once, under their fields. The file's content (a real PDF or .docx) and
 * the profile's CV are checked after this, in the action: that needs the bytes and the database.
 */
export const applySchema = z
  .object({ cv: z.unknown().optional(), cvFile: z.unknown().optional(), coverNote: z.unknown().optional() })
  .transform(({ cv, cvFile, coverNote }, ctx) => {
    const file = cvFile instanceof File ? cvFile : undefined;
    const choice = cvChoice(cv, file !== undefined);
    const note = checkCoverNote(coverNote);
    if (!note.ok) ctx.addIssue({ code: "custom", path: ["coverNote"], message: note.message });
    if (choice === "upload" && !file) ctx.addIssue({ code: "custom", path: ["cv"], message: applyFormTexts.cvMissing });
    if (!note.ok || (choice === "upload" && !file)) return z.NEVER;
    return { cv: choice, cvFile: file, coverNote: note.value };
  });
