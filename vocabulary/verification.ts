/**
 * A company's request to be verified (issue 27, item 7): waiting for an administrator, then approved (the company
 * is verified) or declined with a reason (the company may ask again).
 */
export const VERIFICATION_REQUEST_STATUSES = ["pending", "approved", "declined"] as const;
export type VerificationRequestStatus = (typeof VERIFICATION_REQUEST_STATUSES)[number];
