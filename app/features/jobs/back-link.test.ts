import { describe, expect, it } from "vitest";
import { jobHref, searchReturnPath } from "./back-link.ts";

describe("Back to jobs", () => {
  it("returns to a job search with its filters and page", () => {
    expect(searchReturnPath("/jobs")).toBe("/jobs");
    expect(searchReturnPath("/jobs?category=it&type=full-time&page=2")).toBe("/jobs?category=it&type=full-time&page=2");
    expect(searchReturnPath("/jobs?page=2#top")).toBe("/jobs?page=2");
  });

  it("takes a German page's search as the same search", () => {
    expect(searchReturnPath("/de/jobs?category=it&page=2")).toBe("/jobs?category=it&page=2");
    expect(searchReturnPath("/de/about")).toBe("/jobs");
  });

  it("refuses anything that is not the job search: other sites, other pages, tricks", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "jobs",
      "https://evil.example/jobs",
      "//evil.example/jobs",
      "/\\evil.example",
      "/jobs/../account",
      "/jobsx",
      "/jobs/filters",
      "/account?x=/jobs",
      "/jobs?x=\n",
      `/jobs?${"a".repeat(1200)}`,
      42,
    ]) {
      expect(searchReturnPath(bad), String(bad)).toBe("/jobs");
    }
  });

  it("links a job with the search to return to, or plainly", () => {
    expect(jobHref("abc")).toBe("/job/abc");
    expect(jobHref("abc", "/jobs?category=it&page=2")).toBe("/job/abc?from=%2Fjobs%3Fcategory%3Dit%26page%3D2");
    expect(jobHref("abc", "https://evil.example")).toBe("/job/abc?from=%2Fjobs");
  });
});
