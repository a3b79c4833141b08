import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./session.server.ts";

describe("return path after sign-in", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirectPath("/job/12")).toBe("/job/12");
    expect(safeRedirectPath("/applications?tab=saved")).toBe("/applications?tab=saved");
  });

  it("refuses other hosts, auth pages, APIs, control characters and non-strings", () => {
    for (const v of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "/auth",
      "/register",
      "/api/auth/x",
      "/a\u0000b",
      "/a\nb",
      "/a b",
      42,
      null,
    ]) {
      expect(safeRedirectPath(v)).toBe("/");
    }
  });
});
