import { describe, expect, it } from "vitest";
import { sampleJobs } from "#content/jobs/index.ts";
import { BLUE_CARD_SHORTAGE_CATEGORIES } from "./blue-card.ts";
import { categoryBySlug, categoryRedirect, currentCategorySlug, jobCategories, MERGED_CATEGORIES } from "./categories.ts";

describe("the category list", () => {
  it("has about 14 categories, each name and slug once", () => {
    expect(jobCategories.length).toBeGreaterThanOrEqual(12);
    expect(jobCategories.length).toBeLessThanOrEqual(16);
    expect(new Set(jobCategories.map((c) => c.slug)).size).toBe(jobCategories.length);
    expect(new Set(jobCategories.map((c) => c.name)).size).toBe(jobCategories.length);
  });

  it("puts every sample job in one of them, and every category has jobs", () => {
    const names = new Set(jobCategories.map((c) => c.name));
    for (const job of sampleJobs) expect(names, job.id).toContain(job.category);
    for (const c of jobCategories)
      expect(
        sampleJobs.some((j) => j.category === c.name),
        c.name,
      ).toBe(true);
  });

  it("has one category for nurses and carers", () => {
    const care = sampleJobs.filter((j) => /nurse|care assistant|home care|disability/i.test(j.title));
    expect(care.length).toBeGreaterThan(3);
    expect(new Set(care.map((j) => j.category))).toEqual(new Set(["Nursing & Healthcare"]));
  });

  it("maps every merged slug to a current one, and keeps the Blue Card slugs", () => {
    for (const [old, now] of Object.entries(MERGED_CATEGORIES)) {
      expect(categoryBySlug(old), old).toBeUndefined();
      expect(categoryBySlug(now), now).toBeDefined();
    }
    for (const slug of BLUE_CARD_SHORTAGE_CATEGORIES) expect(categoryBySlug(slug), slug).toBeDefined();
    expect(currentCategorySlug("care-support")).toBe("healthcare");
    expect(currentCategorySlug("HR")).toBe("office");
    expect(currentCategorySlug("it")).toBe("it");
    expect(currentCategorySlug("astronaut")).toBeUndefined();
  });
});

describe("old category links", () => {
  const at = (path: string) => categoryRedirect(new URL(path, "https://example.org"));

  it("redirect to the new slug, keeping the other criteria and dropping the page", () => {
    expect(at("/jobs?category=care-support")).toBe("/jobs?category=healthcare");
    expect(at("/jobs?search=chef&category=food-service&page=3&sort=newest")).toBe(
      "/jobs?search=chef&sort=newest&category=hospitality",
    );
  });

  it("merge two old slugs that became one, and keep current slugs beside them", () => {
    expect(at("/jobs?category=hr,operations")).toBe("/jobs?category=office");
    expect(at("/jobs?category=it&category=marketing")).toBe("/jobs?category=it%2Csales");
    expect(at("/jobs?category=sales,marketing")).toBe("/jobs?category=sales");
  });

  it("leave current and unknown slugs alone", () => {
    expect(at("/jobs?category=healthcare")).toBeNull();
    expect(at("/jobs?category=astronaut")).toBeNull();
    expect(at("/jobs")).toBeNull();
  });
});
