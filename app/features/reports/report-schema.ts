import { multilineText, z } from "#app/lib/zod.ts";
import { REASON_VALUES, REPORT_DETAILS_MAX, reportTexts } from "./report-rules.ts";

/**
 * The report form: one reason (required), details (optional, at most 1,000 characters after trimming, no
 * control characters: lib/text.ts).
 */
export const reportSchema = z.object({
  reason: z.enum(REASON_VALUES, { error: reportTexts.reasonRequired }),
  details: multilineText()
    .refine((text) => [...text].length <= REPORT_DETAILS_MAX, { error: reportTexts.detailsTooLong })
    .optional(),
});
