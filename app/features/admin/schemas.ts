import { multilineText, textId, z } from "#app/lib/zod.ts";
import { lifecycle } from "#app/features/jobs/public.ts";
import { adminTexts } from "./texts.ts";

const { REJECTION_REASON_MAX, lifecycleMessages } = lifecycle;

/**
 * A reason the employer reads (rejection, unpublishing, suspension): required, at most 1,000 characters, no
 * control characters (lib/text.ts).
 */
function reason(required: string) {
  return multilineText(required)
    .min(1, required)
    .max(REJECTION_REASON_MAX, `The reason can be at most ${REJECTION_REASON_MAX.toLocaleString("en")} characters.`);
}

// The job or company a form is about: a text id (lib/ids.ts), never anything a query could choke on.
const id = textId();

/** `seen`: the job's last save as the moderation page showed it; approve refuses a job changed since. */
export const approveSchema = z.object({ jobId: id, seen: z.iso.datetime().optional() });
export const rejectSchema = z.object({ jobId: id, reason: reason(lifecycleMessages.reasonRequired) });
export const unpublishSchema = z.object({
  jobId: id,
  reason: reason("Please give a reason for unpublishing the job."),
});
export const companySchema = z.object({ companyId: id });
export const suspendSchema = z.object({ companyId: id, reason: reason(adminTexts.suspendReasonRequired) });
