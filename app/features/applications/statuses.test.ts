import { describe, expect, it } from "vitest";
import { applicationStatusLabel, employerStatusChange, statusMessages, STATUS_MESSAGE_MAX, withdrawal } from "./statuses.ts";

describe("application statuses", () => {
  it("shows each status in the site's words", () => {
    expect(applicationStatusLabel("submitted")).toBe("Submitted");
    expect(applicationStatusLabel("shortlisted")).toBe("Shortlisted");
    expect(applicationStatusLabel("withdrawn")).toBe("Withdrawn");
    expect(applicationStatusLabel("something-else")).toBe("something-else");
  });

  it("lets an employer move an application to any other employer status, with a trimmed message", () => {
    expect(employerStatusChange("submitted", "shortlisted", "  See you soon ")).toEqual({
      ok: true,
      status: "shortlisted",
      message: "See you soon",
    });
    expect(employerStatusChange("hired", "rejected", "")).toEqual({ ok: true, status: "rejected", message: null });
  });

  it("refuses withdrawn, unknown and unchanged statuses, and over-long messages", () => {
    expect(employerStatusChange("submitted", "withdrawn", null)).toEqual({ ok: false, error: statusMessages.unknownStatus });
    expect(employerStatusChange("submitted", "approved", null)).toEqual({ ok: false, error: statusMessages.unknownStatus });
    expect(employerStatusChange("withdrawn", "reviewed", null)).toEqual({ ok: false, error: statusMessages.withdrawn });
    expect(employerStatusChange("reviewed", "reviewed", null)).toEqual({ ok: false, error: statusMessages.sameStatus });
    expect(employerStatusChange("reviewed", "offer", "x".repeat(STATUS_MESSAGE_MAX + 1))).toEqual({
      ok: false,
      error: statusMessages.messageTooLong,
    });
  });

  it("lets the candidate withdraw until the application is decided", () => {
    for (const s of ["submitted", "reviewed", "shortlisted", "interview", "offer"]) {
      expect(withdrawal(s)).toEqual({ ok: true, status: "withdrawn", message: null });
    }
    for (const s of ["hired", "rejected", "withdrawn"]) {
      expect(withdrawal(s)).toEqual({ ok: false, error: statusMessages.notWithdrawable });
    }
  });
});
