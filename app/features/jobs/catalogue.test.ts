import { describe, expect, it } from "vitest";
import { sampleJobs } from "#content/jobs/index.ts";
import { jobCategories } from "./categories.ts";
import { CITIES } from "#vocabulary/cities.ts";
import { EXPERIENCE_LEVELS } from "./filters.ts";
import { jobRowFromSeed, sampleDeadline } from "./job-row.ts";
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
      const row = jobRowFromSeed(job, "company-id", now);
      expect(row.salaryMin, job.salary).not.toBeNull();
      expect(row.salaryMin!).toBeLessThanOrEqual(row.salaryMax!);
      expect(row.salaryMin!, job.salary).toBeGreaterThan(10_000);
      expect(row.citySlug).toBe(job.location.toLowerCase());
    }
  });

  it("publishes sample jobs with a deadline 30, 60 or 90 days after posting; the oldest have expired", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const day = 86_400_000;
    const posted = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
    expect(sampleDeadline(posted(2), now)).toEqual(new Date(posted(2).getTime() + 30 * day));
    expect(sampleDeadline(posted(25), now)).toEqual(new Date(posted(25).getTime() + 60 * day));
    expect(sampleDeadline(posted(60), now)).toEqual(new Date(posted(60).getTime() + 90 * day));
    expect(sampleDeadline(posted(120), now).getTime()).toBeLessThan(now.getTime());
    const rows = sampleJobs.map((job) => jobRowFromSeed(job, "company-id", now));
    for (const row of rows) {
      expect(row.status).toBe("published");
      expect(row.applicationDeadline.getTime() - row.publishedAt.getTime()).toBeLessThanOrEqual(90 * day);
    }
    const expired = rows.filter((r) => r.applicationDeadline.getTime() <= now.getTime());
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.length).toBeLessThan(rows.length / 10);
  });

  it("gives the sample jobs realistic language and visa facts", () => {
    const of = (category: string) => sampleJobs.filter((j) => j.category === category);
    // IT works in English; care, logistics, hospitality and trades mostly ask for basic German and sponsor visas.
    for (const job of of("IT & Technology")) expect(["none", "A1", "A2"]).toContain(job.germanLevel);
    const practical = ["Nursing & Healthcare", "Warehouse & Logistics", "Hotels & Restaurants", "Factory & Production"].flatMap(
      of,
    );
    const basicGerman = practical.filter((j) => ["A1", "A2", "B1"].includes(j.germanLevel));
    expect(basicGerman.length / practical.length).toBeGreaterThan(0.7);
    expect(practical.filter((j) => j.visaSponsorship).length / practical.length).toBeGreaterThan(0.5);
    // Both kinds of answer occur for each fact, so the later filters have something to filter.
    for (const fact of ["visaSponsorship", "relocationSupport"] as const) {
      expect(new Set(sampleJobs.map((j) => j[fact]))).toEqual(new Set([true, false]));
    }
  });
});
