// What routes and other features may use of the verification feature in the browser: the company page's section
// and the console's decision forms (issue 27, item 7).
export { VerificationSection } from "./verification-section.tsx";
export { VERIFICATION_INTENT, verificationRequestSchema, type VerificationRequestInput } from "./request-schema.ts";
export { approveVerificationSchema, declineVerificationSchema, DECLINE_REASON_MAX } from "./decision-schemas.ts";
export type { VerificationState } from "./state.ts";
export { isVerificationReply, type VerificationActionData } from "./action-data.ts";
