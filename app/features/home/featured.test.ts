import { describe, expect, it } from "vitest";
import type { JobSummary } from "#app/features/jobs/public.ts";
import { featuredOrder, openPositions, selectFeatured, sortByPosted, topCategories } from "./featured.ts";

const job = (id: string, day: number): JobSummary => ({
  id,
  title: `Job ${id}`,
  company: "Acme",
  companySlug: "acme",
  companyLogo: "",
  companyVerified: true,
  germanLevel: "A2",
  englishLevel: "none",
  visaSponsorship: true,
  relocationSupport: false,
  adLanguage: "en",
  occupation: null,
  location: "Berlin",
  salary: "€14 per hour",
  jobType: "Full-time",
  category: "Warehouse & Logistics",
  categorySlug: "warehouse",
  experienceLevel: "Entry Level",
  postedAt: new Date(Date.UTC(2026, 10, day)).toISOString(),
  isFeatured: false,
  excerpt: "",
});

describe("featured jobs", () => {
  it("takes 6 from the preferred categories and flags the first 2", () => {
    const preferred = ["a", "b", "c", "d", "e", "f", "g"].map((id, i) => job(id, 20 - i));
    const result = selectFeatured(preferred, [job("x", 21)]);
    expect(result.map((j) => j.id)).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(result.map((j) => j.flagged)).toEqual([true, true, false, false, false, false]);
  });

  it("fills from other jobs when the preferred ones are fewer than 6, without repeats", () => {
    const result = selectFeatured(
      [job("a", 3), job("b", 2)],
      [job("a", 3), job("x", 5), job("y", 4), job("z", 1), job("w", 1), job("v", 1)],
    );
    expect(result.map((j) => j.id)).toEqual(["a", "b", "x", "y", "z", "w"]);
  });

  it("sorts newest or oldest first", () => {
    const jobs = [job("a", 2), job("b", 5), job("c", 1)];
    expect(sortByPosted(jobs, "newest").map((j) => j.id)).toEqual(["b", "a", "c"]);
    expect(sortByPosted(jobs, "oldest").map((j) => j.id)).toEqual(["c", "a", "b"]);
  });

  it("reads the order from the address: oldest only when it says so", () => {
    expect(featuredOrder("oldest")).toBe("oldest");
    expect(featuredOrder("newest")).toBe("newest");
    expect(featuredOrder(null)).toBe("newest");
    expect(featuredOrder("OLDEST")).toBe("newest");
  });
});

describe("category tiles", () => {
  it("shows the top 8 by count", () => {
    const counts = Array.from({ length: 12 }, (_, i) => ({ slug: `c${i}`, count: i }));
    expect(topCategories(counts).map((c) => c.slug)).toEqual(["c11", "c10", "c9", "c8", "c7", "c6", "c5", "c4"]);
  });

  it("labels them 'N Open Positions'", () => {
    expect(openPositions(5)).toBe("5 Open Positions");
    expect(openPositions(1)).toBe("1 Open Position");
  });
});
