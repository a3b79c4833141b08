import { describe, expect, it } from "vitest";
import { bodyLimitFor } from "./body-limits.ts";

const allowances = [
  { path: /^\/account\/cv$/, maxBytes: 5_000_000 },
  { path: /^\/employer\/companies\/[a-z0-9-]+\/logo$/, maxBytes: 1_000_000 },
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
    expect(bodyLimitFor("/account/cv", [{ path: /^\/account\/cv$/, maxBytes: 10 }], 65_536)).toBe(65_536);
  });
});
