import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { keepDataWhenOnlyChanged } from "./revalidate.ts";

const keep = keepDataWhenOnlyChanged("tab");
const args = (from: string, to: string, formMethod?: string) =>
  ({
    currentUrl: new URL(from, "http://x"),
    nextUrl: new URL(to, "http://x"),
    formMethod,
    defaultShouldRevalidate: true,
  }) as ShouldRevalidateFunctionArgs;

describe("keepDataWhenOnlyChanged", () => {
  it("keeps the data when only the parameter changes", () => {
    expect(keep(args("/applications", "/applications?tab=saved"))).toBe(false);
    expect(keep(args("/visa-info?tab=a&x=1", "/visa-info?x=1"))).toBe(false);
  });
  it("reloads for another page, another parameter, a form, or a revalidation of the same address", () => {
    expect(keep(args("/applications", "/account?tab=saved"))).toBe(true);
    expect(keep(args("/jobs?tab=a", "/jobs?tab=b&page=2"))).toBe(true);
    expect(keep(args("/applications", "/applications?tab=saved", "POST"))).toBe(true);
    expect(keep(args("/applications?tab=saved", "/applications?tab=saved"))).toBe(true);
  });
});
