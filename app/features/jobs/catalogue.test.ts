import { describe, expect, it } from "vitest";
import { sampleJobs } from "#content/jobs/index.ts";
import { jobCategories } from "./categories.ts";
import { CITIES, EXPERIENCE_LEVELS } from "./filters.ts";
import { jobRowFromSeed } from "./job-row.ts";
import { parseRelativeAge } from "./posted-age.ts";

describe("the sample job catalogue", () => {
  it("has about 70 jobs with unique ids of both kinds, including codes such as hr2 and gl1", () => {
    expect(sampleJobs.length).toBeGreaterThanOrEqual(65);
    expect(sampleJobs.length).toBeLessThanOrEqual(80);
    const ids = sampleJobs.map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(["hr2", "sales2", "gl1", "cs1", "rc1", "hs1", "el1"]));
    expect(ids.some((id) => /^\d+$/.test(id))).toBe(true);
  });

  it("uses only known categories, cities, levels and readable ages", () => {
    const names = new Set(jobCategories.map((c) => c.name));
    for (const job of sampleJobs) {
      expect(names.has(job.category), job.category).toBe(true);
      expect(CITIES as readonly string[]).toContain(job.location);
      expect(EXPERIENCE_LEVELS as readonly string[]).toContain(job.experienceLevel);
      expect(job.postedAt).toMatch(/^(\d+|an?) (hour|day|week|month)s? ago$/);
      expect(parseRelativeAge(job.postedAt)).toBeGreaterThan(0);
      expect(job.requirements.length).toBeGreaterThan(0);
      expect(job.benefits.length).toBeGreaterThan(0);
    }
  });

  it("parses every sample salary into an annual range for search", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    for (const job of sampleJobs) {
      const row = jobRowFromSeed(job, now);
      expect(row.salaryMin, job.salary).not.toBeNull();
      expect(row.salaryMin!).toBeLessThanOrEqual(row.salaryMax!);
      expect(row.salaryMin!, job.salary).toBeGreaterThan(10_000);
      expect(row.citySlug).toBe(job.location.toLowerCase());
    }
  });
});
