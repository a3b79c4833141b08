import { describe, expect, it } from "vitest";
import { clearFiltersHref, filterChips } from "./chips.ts";
import { parseFilters } from "./filters.ts";
import { messageLabels } from "./labels.ts";

const f = (qs: string) => parseFilters(new URLSearchParams(qs));

describe("active filter chips", () => {
  it("lists each active choice with the link to the search without it, on page 1", () => {
    const chips = filterChips(
      f("search=nurse&type=full-time,part-time&location=berlin&category=healthcare&page=3&sort=newest"),
      messageLabels,
    );
    expect(chips).toEqual([
      { label: "Full-time", href: "/jobs?search=nurse&location=berlin&category=healthcare&type=part-time&sort=newest" },
      { label: "Part-time", href: "/jobs?search=nurse&location=berlin&category=healthcare&type=full-time&sort=newest" },
      { label: "Berlin", href: "/jobs?search=nurse&category=healthcare&type=full-time%2Cpart-time&sort=newest" },
      { label: "Nursing & Healthcare", href: "/jobs?search=nurse&location=berlin&type=full-time%2Cpart-time&sort=newest" },
    ]);
  });

  it("shows the salary in the euro format and the post date by its label", () => {
    expect(filterChips(f("salary=30000-70000&posted=week"), messageLabels)).toEqual([
      { label: "€30,000 – €70,000", href: "/jobs?posted=week" },
      { label: "Posted: Past week", href: "/jobs?salary=30000-70000" },
    ]);
  });

  it("names any place and the distance filter", () => {
    expect(filterChips(f("location=bad%20t%C3%B6lz,munich&near=Augsburg&km=25"), messageLabels)).toEqual([
      { label: "Munich", href: "/jobs?location=bad+t%C3%B6lz&near=Augsburg&km=25" },
      { label: "Bad Tölz", href: "/jobs?location=munich&near=Augsburg&km=25" },
      { label: "Within 25 km of Augsburg", href: "/jobs?location=munich%2Cbad+t%C3%B6lz" },
    ]);
  });

  it("has none without filters (the keyword and the sort are not filters)", () => {
    expect(filterChips(f("search=driver&sort=newest&page=2"), messageLabels)).toEqual([]);
  });

  it("clears all filters and keeps the keyword and the sort", () => {
    expect(clearFiltersHref(f("search=driver&type=full-time&location=berlin&sort=newest&page=2"))).toBe(
      "/jobs?search=driver&sort=newest",
    );
    expect(clearFiltersHref(f("type=full-time"))).toBe("/jobs");
  });
  it("lists the job-fact filters, each removable on its own", () => {
    expect(filterChips(f("german=B1&visa=1&relocation=1&bluecard=1"), messageLabels)).toEqual([
      { label: "German: Up to B1 (independent)", href: "/jobs?visa=1&relocation=1&bluecard=1" },
      { label: "Visa sponsorship", href: "/jobs?german=B1&relocation=1&bluecard=1" },
      { label: "Relocation support", href: "/jobs?german=B1&visa=1&bluecard=1" },
      { label: "Blue Card salary level", href: "/jobs?german=B1&visa=1&relocation=1" },
    ]);
    expect(clearFiltersHref(f("german=none&visa=1&search=nurse"))).toBe("/jobs?search=nurse");
  });
});
