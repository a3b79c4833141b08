import { describe, expect, it } from "vitest";
import { formatDate, statusLabel } from "./format.ts";

describe("account page formatting", () => {
  it("formats dates in Kampala time, identically everywhere", () => {
    expect(formatDate("2025-03-04T22:30:00.000Z")).toBe("5 Mar 2025");
    expect(formatDate("2025-03-04T10:00:00.000Z")).toBe("4 Mar 2025");
  });

  it("labels statuses", () => {
    expect(statusLabel("pending")).toBe("Pending");
    expect(statusLabel("under_review")).toBe("Under review");
  });
});
