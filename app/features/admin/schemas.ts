import { multilineText, textId, z, type Message } from "#app/lib/zod.ts";
import { lifecycle } from "#app/features/jobs/public.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { adminTexts } from "./texts.ts";

const { REJECTION_REASON_MAX, lifecycleMessages } = lifecycle;

/**
 * A reason the employer reads (rejection, unpublishing, suspension): required, at most 1,000 characters, no
 * control characters (lib/text.ts).
 */
function reason(required: Message) {
  return multilineText(required)
    .min(1, { error: required })
    .max(REJECTION_REASON_MAX, { error: () => m.admin_reason_too_long({ max: formatNumber(REJECTION_REASON_MAX) }) });
}

// The job or company a form is about: a text id (lib/ids.ts), never anything a query could choke on.
const id = textId();

/** `seen`: the job's last save as the moderation page showed it; approve refuses a job changed since. */
export const approveSchema = z.object({ jobId: id, seen: z.iso.datetime().optional() });
export const rejectSchema = z.object({ jobId: id, reason: reason(() => lifecycleMessages.reasonRequired) });
export const unpublishSchema = z.object({
  jobId: id,
  reason: reason(m.admin_unpublish_reason_required),
});
export const companySchema = z.object({ companyId: id });
export const suspendSchema = z.object({ companyId: id, reason: reason(adminTexts.suspendReasonRequired) });
