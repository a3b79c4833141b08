import { multilineText, z } from "#app/lib/zod.ts";
import { TRACKER_STEP_STATUSES } from "#vocabulary/statuses.ts";
import { isIsoDate } from "./progress.ts";
import { isStepId, trackerStep } from "./steps.ts";

export const TRACKER_NOTE_MAX = 1000;

export const trackerMessages = {
  step: "This step is not on the tracker. Please reload the page and try again.",
  status: "Please choose done, not done yet, or not needed",
  skip: "Only a step for regulated professions can be marked as not needed",
  date: "Please enter a date, such as 2027-03-15",
  dateRange: "Please enter a date between 2000 and ten years from now",
  note: `Your note is too long (at most ${TRACKER_NOTE_MAX} characters)`,
  documentStep: "A document can only be added to one of the tracker's eight steps. Please reload the page and try again.",
  documentFailed: "The document could not be saved. Please try again.",
} as const;

/** What the document forms say when they succeed, and to a visitor. */
export const trackerDocumentTexts = {
  attached: "Document attached",
  attachedText: "Only you can download it, from this step.",
  removed: "Document removed",
  removedText: "It has been deleted from your tracker and from our storage.",
  none: "No document to remove",
  noneText: "This step has no document.",
  signIn: "Please sign in",
  signInText: "Documents on the tracker need an account, so that only you can download them.",
} as const;

/** The document forms of a step: attach (a file, or a finished resumable upload) or remove. Main steps only. */
export const trackerDocumentSchema = z.object({
  intent: z.enum(["upload-document", "remove-document"]),
  stepId: z.string(trackerMessages.documentStep).refine((id) => trackerStep(id) !== undefined, trackerMessages.documentStep),
});

export const isDocumentIntent = (intent: unknown) => intent === "upload-document" || intent === "remove-document";

/** A date field: "" clears it; a real calendar date from 2000 to ten years ahead. */
const stepDate = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    if (v === "") return;
    if (!isIsoDate(v)) ctx.addIssue({ code: "custom", message: trackerMessages.date });
    else if (v < "2000-01-01" || Date.parse(v) > Date.now() + 10 * 366 * 86_400_000)
      ctx.addIssue({ code: "custom", message: trackerMessages.dateRange });
  })
  .transform((v) => (v === "" ? null : v));

/**
 * A step's form (plain HTML, no scripts needed). "tick" changes the status alone (the checklist's buttons); "save"
 * sends the whole step: status, date and, for an account, the note; an empty field clears it.
 */
export const trackerStepSchema = z
  .discriminatedUnion("intent", [
    z.object({
      intent: z.literal("tick"),
      stepId: z.string(trackerMessages.step).refine(isStepId, trackerMessages.step),
      status: z.enum(TRACKER_STEP_STATUSES, trackerMessages.status),
    }),
    z.object({
      intent: z.literal("save"),
      stepId: z.string(trackerMessages.step).refine(isStepId, trackerMessages.step),
      status: z.enum(TRACKER_STEP_STATUSES, trackerMessages.status),
      date: stepDate.optional().transform((v) => v ?? null),
      note: multilineText()
        .max(TRACKER_NOTE_MAX, trackerMessages.note)
        .optional()
        .transform((v) => v ?? ""),
    }),
  ])
  .superRefine((v, ctx) => {
    if (v.status === "skipped" && !trackerStep(v.stepId)?.regulatedOnly)
      ctx.addIssue({ code: "custom", path: ["status"], message: trackerMessages.skip });
  });

export type TrackerStepInput = z.output<typeof trackerStepSchema>;

/** The messages of a refused form, by field ("form" for the step itself). */
export type TrackerErrors = Partial<Record<"form" | "status" | "date" | "note" | "document", string>>;

/** Reads a step's form: the change, or its messages. */
export function parseTrackerForm(
  form: FormData,
): { ok: true; value: TrackerStepInput } | { ok: false; stepId: string; errors: TrackerErrors } {
  const raw = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  const parsed = trackerStepSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: TrackerErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    const key = field === "status" || field === "date" || field === "note" ? field : "form";
    errors[key] ??= key === "form" && field === "stepId" ? trackerMessages.step : issue.message;
  }
  if (errors.form && !Object.values(trackerMessages).includes(errors.form as never)) errors.form = trackerMessages.step;
  const stepId = typeof raw.stepId === "string" && isStepId(raw.stepId) ? raw.stepId : "";
  return { ok: false, stepId, errors };
}

/** A refused step form: which step, and its messages. */
export interface TrackerActionData {
  stepId: string;
  errors: TrackerErrors;
}

/** Reads a step's document form: attach or remove, on which step; or the message for a step that takes none. */
export function parseDocumentForm(
  form: FormData,
): { ok: true; intent: "upload-document" | "remove-document"; stepId: string } | { ok: false; errors: TrackerErrors } {
  const parsed = trackerDocumentSchema.safeParse({ intent: form.get("intent"), stepId: form.get("stepId") });
  if (!parsed.success) return { ok: false, errors: { form: trackerMessages.documentStep } };
  return { ok: true, ...parsed.data };
}
