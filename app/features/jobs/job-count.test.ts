import { describe, expect, it } from "vitest";
import { jobsFoundText, KEYWORD_COUNT_CAP } from "./job-count.ts";

describe("jobsFoundText", () => {
  it("says how many jobs a search found, in the English number format", () => {
    expect(jobsFoundText(0)).toBe("0 jobs found");
    expect(jobsFoundText(1)).toBe("1 job found");
    expect(jobsFoundText(27)).toBe("27 jobs found");
    expect(jobsFoundText(60_096)).toBe("60,096 jobs found");
  });

  it("says 1,000+ when a keyword's count stopped at the cap", () => {
    expect(KEYWORD_COUNT_CAP).toBe(1000);
    expect(jobsFoundText(KEYWORD_COUNT_CAP, true)).toBe("1,000+ jobs found");
    expect(jobsFoundText(KEYWORD_COUNT_CAP, false)).toBe("1,000 jobs found");
  });
});
