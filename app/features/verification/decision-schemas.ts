import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import { serialIdFrom } from "#app/lib/ids.ts";
import { multilineText, textId, z } from "#app/lib/zod.ts";

/** The longest reason for a decline: the same limit as the console's other reasons (rejections, suspensions). */
export const DECLINE_REASON_MAX = 1000;

/**
 * Approve: the company, and the request the page showed (a request sent after it is not approved unseen). The
 * request's id is a serial: anything beyond PostgreSQL's integer is no id (lib/ids.ts).
 */
export const approveVerificationSchema = z.object({
  companyId: textId(),
  requestId: z
    .string()
    .refine((v) => serialIdFrom(v) !== null)
    .transform(Number)
    .optional(),
});

/** Decline: the company's waiting request, with the reason the company reads. */
export const declineVerificationSchema = z.object({
  companyId: textId(),
  reason: multilineText(m.verification_admin_reason_required)
    .min(1, { error: m.verification_admin_reason_required })
    .max(DECLINE_REASON_MAX, { error: () => m.verification_admin_reason_too_long({ max: formatNumber(DECLINE_REASON_MAX) }) }),
});
