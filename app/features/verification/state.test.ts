import { describe, expect, it } from "vitest";
import { isPostalCode } from "./request-schema.ts";
import { verificationStateOf } from "./state.ts";

const at = new Date("2026-05-04T09:00:00Z");
const later = new Date("2026-05-06T15:30:00Z");

describe("verificationStateOf", () => {
  it("is open without a request", () => {
    expect(verificationStateOf(false, null)).toEqual({ kind: "open", declined: null });
  });

  it("is pending while the latest request waits", () => {
    const latest = { status: "pending", createdAt: at, decidedAt: null, declineReason: null } as const;
    expect(verificationStateOf(false, latest)).toEqual({ kind: "pending", requestedAt: at.toISOString() });
  });

  it("is open again after a decline, with its reason", () => {
    const latest = {
      status: "declined",
      createdAt: at,
      decidedAt: later,
      declineReason: "The HRB number is not found.",
    } as const;
    expect(verificationStateOf(false, latest)).toEqual({
      kind: "open",
      declined: { reason: "The HRB number is not found.", decidedAt: later.toISOString() },
    });
  });

  it("follows the verified flag: verified whatever the request, and open when an approval was removed later", () => {
    expect(verificationStateOf(true, null)).toEqual({ kind: "verified" });
    const pending = { status: "pending", createdAt: at, decidedAt: null, declineReason: null } as const;
    expect(verificationStateOf(true, pending)).toEqual({ kind: "verified" });
    const approved = { status: "approved", createdAt: at, decidedAt: later, declineReason: null } as const;
    expect(verificationStateOf(false, approved)).toEqual({ kind: "open", declined: null });
  });
});

describe("isPostalCode", () => {
  it("accepts German, Austrian, Swiss, British and Dutch postcodes", () => {
    for (const code of ["80331", "1010", "8001", "SW1A 1AA", "1012 AB"]) expect(isPostalCode(code), code).toBe(true);
  });

  it("refuses what is no postcode", () => {
    for (const code of ["", "12", "München", "80331!", "1234567890123", "-8033"]) expect(isPostalCode(code), code).toBe(false);
  });
});
