import { describe, expect, it } from "vitest";
import { MAX_REDIRECT_LENGTH, safeRedirect } from "./redirects.ts";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeRedirect("/")).toBe("/");
    expect(safeRedirect("/job/12")).toBe("/job/12");
    expect(safeRedirect("/applications?tab=saved")).toBe("/applications?tab=saved");
    expect(safeRedirect("/blog?page=2#newsletter")).toBe("/blog?page=2#newsletter");
    expect(safeRedirect("/search?q=a%20b%2F%2Fc")).toBe("/search?q=a%20b%2F%2Fc");
  });

  it("refuses other sites: full URLs, protocol-relative and backslash forms", () => {
    for (const value of [
      "https://evil.example",
      "http://evil.example/x",
      "javascript:alert(1)",
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/a\\b",
      "evil.example",
      "job/12",
    ]) {
      expect(safeRedirect(value), JSON.stringify(value)).toBe("/");
    }
  });

  it("refuses whitespace and control characters anywhere (a browser drops tab, CR and LF: /\\t/host is //host)", () => {
    for (const value of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "/blog\r\nSet-Cookie: a=b",
      "/blog\n",
      "/a b",
      "/a\u0000b",
      "/a\u0007b",
      "/a\u007fb",
      "/a\u0085b",
      "/a\u00a0b",
      "/a\u2028b",
      " /blog",
    ]) {
      expect(safeRedirect(value), JSON.stringify(value)).toBe("/");
    }
  });

  it("falls back for non-strings, the empty string and overlong paths", () => {
    for (const value of [undefined, null, 42, {}, ["/job/1"], "", `/${"a".repeat(MAX_REDIRECT_LENGTH)}`]) {
      expect(safeRedirect(value)).toBe("/");
    }
    expect(safeRedirect(`/${"a".repeat(MAX_REDIRECT_LENGTH - 1)}`)).toHaveLength(MAX_REDIRECT_LENGTH);
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.example", "/blog")).toBe("/blog");
    expect(safeRedirect(null, "")).toBe("");
  });

  it("refuses the listed paths and everything below them, but not look-alikes", () => {
    const refuse = ["/auth", "/api/"];
    expect(safeRedirect("/auth", "/", { refuse })).toBe("/");
    expect(safeRedirect("/auth?verified=1", "/", { refuse })).toBe("/");
    expect(safeRedirect("/auth#x", "/", { refuse })).toBe("/");
    expect(safeRedirect("/api/auth/sign-out", "/", { refuse })).toBe("/");
    expect(safeRedirect("/api", "/", { refuse })).toBe("/");
    expect(safeRedirect("/authors", "/", { refuse })).toBe("/authors");
    expect(safeRedirect("/job/1", "/", { refuse })).toBe("/job/1");
  });
});
