import { describe, expect, it } from "vitest";
import { bodyLimitFor, UPLOAD_BODY_ALLOWANCES, uploadAllowanceFor } from "./body-limits.ts";

const allowances = [
  { path: /^\/account\/cv$/, maxBytes: 5_000_000, tooLargeMessage: "CV too large" },
  { path: /^\/employer\/companies\/[a-z0-9-]+\/logo$/, maxBytes: 1_000_000, tooLargeMessage: "Logo too large" },
];

describe("bodyLimitFor", () => {
  it.each([
    ["/account/cv", 5_000_000],
    ["/account/cv.data", 5_000_000],
    ["/employer/companies/acme-ltd/logo", 1_000_000],
    ["/employer/companies/acme-ltd/logo.data", 1_000_000],
    ["/account/cv/", 65_536],
    ["/account/cvx", 65_536],
    ["/account/cv/../../api/auth/sign-up", 65_536],
    ["/account", 65_536],
    ["/_.data", 65_536],
  ])("%s may send %i bytes", (path, limit) => {
    expect(bodyLimitFor(path, allowances, 65_536)).toBe(limit);
  });

  it("never goes below the global limit", () => {
    expect(bodyLimitFor("/account/cv", [{ path: /^\/account\/cv$/, maxBytes: 10, tooLargeMessage: "" }], 65_536)).toBe(65_536);
  });
});

describe("the upload paths", () => {
  it("let a CV a little over its limit reach the route (which keeps the form), and refuse far larger bodies", () => {
    const MB = 1024 * 1024;
    const limit = bodyLimitFor("/job/abc123/apply", UPLOAD_BODY_ALLOWANCES, 65_536);
    expect(limit).toBeGreaterThan(6 * MB);
    expect(limit).toBeLessThan(25 * MB);
    expect(uploadAllowanceFor("/profile.data", UPLOAD_BODY_ALLOWANCES)?.tooLargeMessage).toBe("The file is larger than 5 MB.");
    expect(uploadAllowanceFor("/employer/company", UPLOAD_BODY_ALLOWANCES)?.tooLargeMessage).toBe(
      "The image is larger than 1 MB.",
    );
    expect(uploadAllowanceFor("/account/tracker.data", UPLOAD_BODY_ALLOWANCES)?.tooLargeMessage).toBe(
      "The file is larger than 5 MB.",
    );
    expect(uploadAllowanceFor("/jobs", UPLOAD_BODY_ALLOWANCES)).toBeUndefined();
  });
});
