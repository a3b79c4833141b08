import { describe, expect, it } from "vitest";
import { shownStats, SMALL_FIGURE } from "./stats.ts";

describe("the home page's figures", () => {
  it("shows each figure exactly, thousands separated, in a fixed order", () => {
    expect(shownStats({ openJobs: 1234, hiringCompanies: 56, applicationsSent: 10, guides: 26 })).toEqual([
      { value: "1,234", label: "Open jobs" },
      { value: "56", label: "Hiring companies" },
      { value: "10", label: "Applications sent" },
      { value: "26", label: "Guides for your move" },
    ]);
  });

  it("leaves out a figure below 10 instead of inflating it", () => {
    expect(SMALL_FIGURE).toBe(10);
    const shown = shownStats({ openJobs: 120, hiringCompanies: 9, applicationsSent: 0, guides: 26 });
    expect(shown.map((s) => s.label)).toEqual(["Open jobs", "Guides for your move"]);
    expect(shown.map((s) => s.value).join(" ")).not.toMatch(/\+/);
  });

  it("shows nothing when every figure is small (or not a number)", () => {
    expect(shownStats({ openJobs: 3, hiringCompanies: 1, applicationsSent: Number.NaN, guides: 0 })).toEqual([]);
  });
});
