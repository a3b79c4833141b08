import { m } from "#app/lib/i18n/i18n.ts";
import { multilineText, z } from "#app/lib/zod.ts";
import { TRACKER_STEP_STATUSES } from "#vocabulary/statuses.ts";
import { isIsoDate } from "./progress.ts";
import { isStepId, trackerStep } from "./steps.ts";

export const TRACKER_NOTE_MAX = 1000;

/** The forms' messages: message functions, read when a form is checked (in the request's language). */
export const trackerMessages = {
  step: m.account_tracker_val_step,
  status: m.account_tracker_val_status,
  skip: m.account_tracker_val_skip,
  date: m.account_tracker_val_date,
  dateRange: m.account_tracker_val_date_range,
  note: () => m.account_tracker_val_note({ max: String(TRACKER_NOTE_MAX) }),
  documentStep: m.account_tracker_val_document_step,
  documentFailed: m.account_tracker_document_failed,
} as const;

/** What the document forms say when they succeed, and to a visitor. */
export const trackerDocumentTexts = {
  attached: m.account_tracker_doc_attached,
  attachedText: m.account_tracker_doc_attached_text,
  removed: m.account_tracker_doc_removed,
  removedText: m.account_tracker_doc_removed_text,
  none: m.account_tracker_doc_none,
  noneText: m.account_tracker_doc_none_text,
  signIn: m.account_tracker_doc_sign_in,
  signInText: m.account_tracker_doc_sign_in_text,
} as const;

/** The document forms of a step: attach (a file, or a finished resumable upload) or remove. Main steps only. */
export const trackerDocumentSchema = z.object({
  intent: z.enum(["upload-document", "remove-document"]),
  stepId: z
    .string({ error: trackerMessages.documentStep })
    .refine((id) => trackerStep(id) !== undefined, { error: trackerMessages.documentStep }),
});

export const isDocumentIntent = (intent: unknown) => intent === "upload-document" || intent === "remove-document";

/** A date field: "" clears it; a real calendar date from 2000 to ten years ahead. */
const stepDate = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    if (v === "") return;
    if (!isIsoDate(v)) ctx.addIssue({ code: "custom", message: trackerMessages.date() });
    else if (v < "2000-01-01" || Date.parse(v) > Date.now() + 10 * 366 * 86_400_000)
      ctx.addIssue({ code: "custom", message: trackerMessages.dateRange() });
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
      stepId: z.string({ error: trackerMessages.step }).refine(isStepId, { error: trackerMessages.step }),
      status: z.enum(TRACKER_STEP_STATUSES, { error: trackerMessages.status }),
    }),
    z.object({
      intent: z.literal("save"),
      stepId: z.string({ error: trackerMessages.step }).refine(isStepId, { error: trackerMessages.step }),
      status: z.enum(TRACKER_STEP_STATUSES, { error: trackerMessages.status }),
      date: stepDate.optional().transform((v) => v ?? null),
      note: multilineText()
        .max(TRACKER_NOTE_MAX, { error: trackerMessages.note })
        .optional()
        .transform((v) => v ?? ""),
    }),
  ])
  .superRefine((v, ctx) => {
    if (v.status === "skipped" && !trackerStep(v.stepId)?.regulatedOnly)
      ctx.addIssue({ code: "custom", path: ["status"], message: trackerMessages.skip() });
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
    errors[key] ??= key === "form" && field === "stepId" ? trackerMessages.step() : issue.message;
  }
  // A message of the form itself that is none of ours (a missing intent, say) reads as the step's.
  if (errors.form && !Object.values(trackerMessages).some((text) => text() === errors.form)) errors.form = trackerMessages.step();
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
  if (!parsed.success) return { ok: false, errors: { form: trackerMessages.documentStep() } };
  return { ok: true, ...parsed.data };
}
