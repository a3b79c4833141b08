import { describe, expect, it } from "vitest";
import { statusLabel } from "./format.ts";

describe("account page formatting", () => {
  it("labels statuses", () => {
    expect(statusLabel("pending")).toBe("Pending");
    expect(statusLabel("under_review")).toBe("Under review");
  });
});
