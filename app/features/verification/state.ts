import type { VerificationRequestStatus } from "#vocabulary/verification.ts";

/** What the company page shows about verification, from the verified flag and the company's latest request. */
export type VerificationState =
  | { kind: "verified" }
  | { kind: "pending"; requestedAt: string }
  | { kind: "open"; declined: { reason: string; decidedAt: string } | null };

export interface LatestRequest {
  status: VerificationRequestStatus;
  createdAt: Date;
  decidedAt: Date | null;
  declineReason: string | null;
}

/**
 * The flag decides "verified" (it is also set and removed in the console's company list); otherwise a waiting
 * request is "pending", and anything else may ask: after a decline (shown with its reason), or when an approved
 * company's verification was removed later (then the old approval says nothing about today).
 */
export function verificationStateOf(verified: boolean, latest: LatestRequest | null): VerificationState {
  if (verified) return { kind: "verified" };
  if (latest?.status === "pending") return { kind: "pending", requestedAt: latest.createdAt.toISOString() };
  if (latest?.status === "declined") {
    return {
      kind: "open",
      declined: { reason: latest.declineReason ?? "", decidedAt: (latest.decidedAt ?? latest.createdAt).toISOString() },
    };
  }
  return { kind: "open", declined: null };
}
