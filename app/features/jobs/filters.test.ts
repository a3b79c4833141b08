import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  clampPage,
  DEFAULT_DISTANCE_KM,
  DEFAULT_FILTERS,
  filtersToSearch,
  MAX_PLACE_LENGTH,
  pagerItems,
  parseDistance,
  parseFilters,
} from "./filters.ts";

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe("job search criteria in the URL", () => {
  it("reads the search, location and category parameters", () => {
    const f = parse("search=nurse&location=berlin&category=it");
    expect(f).toMatchObject({ search: "nurse", locations: ["berlin"], categories: ["it"], page: 1, sort: "relevant" });
  });

  it("reads lists, comma-separated or repeated, and case-insensitively", () => {
    const f = parse(
      "location=Berlin,MUNICH&type=full-time&type=part-time&level=entry-level,manager&category=warehouse,hospitality",
    );
    expect(f.locations).toEqual(["berlin", "munich"]);
    expect(f.jobTypes).toEqual(["Full-time", "Part-time"]);
    expect(f.experienceLevels).toEqual(["Entry Level", "Manager"]);
    expect(f.categories).toEqual(["warehouse", "hospitality"]);
  });

  it("reads Düsseldorf", () => {
    expect(parse("location=d%C3%BCsseldorf").locations).toEqual(["düsseldorf"]);
  });

  it("drops unknown and malformed values instead of failing", () => {
    const f = parse("category=astronaut&type=gig&salary=abc&posted=yesterday&sort=random&page=-3&near=%20&km=7");
    expect(f).toEqual(DEFAULT_FILTERS);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
  });

  it("keeps any place name for the gazetteer to look up, bounded", () => {
    expect(parse("location=Augsburg,M%C3%BCnchen").locations).toEqual(["augsburg", "münchen"]);
    expect(parse(`location=${"x".repeat(500)}`).locations).toEqual(["x".repeat(MAX_PLACE_LENGTH)]);
    expect(parse(`location=${Array.from({ length: 40 }, (_, i) => `p${i}`).join(",")}`).locations).toHaveLength(10);
  });

  it("reads the distance filter: a place and 25, 50 or 100 km (50 when missing or another number)", () => {
    expect(parseDistance(new URLSearchParams("near=Augsburg&km=25"))).toEqual({ near: "Augsburg", km: 25 });
    expect(parseDistance(new URLSearchParams("near=%20Bad%20%20T%C3%B6lz%01&km=100"))).toEqual({ near: "Bad Tölz", km: 100 });
    expect(parseDistance(new URLSearchParams("near=Augsburg"))).toEqual({ near: "Augsburg", km: DEFAULT_DISTANCE_KM });
    expect(parseDistance(new URLSearchParams("near=Augsburg&km=1000"))?.km).toBe(50);
    expect(parseDistance(new URLSearchParams("km=25"))).toBeNull();
    expect(filtersToSearch(parse("near=Augsburg&km=100"))).toBe("?near=Augsburg&km=100");
  });

  it("snaps the salary range to the slider's steps and orders it", () => {
    expect(parse("salary=70000-30000").salary).toEqual([30000, 70000]);
    expect(parse("salary=31000-999999").salary).toEqual([30000, 120000]);
  });

  it("cleans and bounds the keyword", () => {
    expect(parse(`search=${encodeURIComponent("  a\u0001b   c ")}`).search).toBe("a b c");
    expect(parse(`search=${"x".repeat(5000)}`).search).toHaveLength(100);
  });

  it("writes only what differs from the defaults, and reads back the same", () => {
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe("");
    const qs =
      "?search=driver&location=hamburg&near=Ulm&km=25&category=transportation&type=full-time&level=mid-level&salary=30000-70000&posted=week&sort=newest&page=3";
    expect(filtersToSearch(parse(qs.slice(1)))).toBe(qs);
  });
});

describe("active filter count", () => {
  it("counts types, levels, locations, categories, a post date and a salary range (not the keyword or sort)", () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount(parse("search=x&sort=newest"))).toBe(0);
    expect(
      activeFilterCount(parse("type=full-time,contract&level=manager&location=berlin&category=it&posted=week&salary=0-60000")),
    ).toBe(7);
    expect(activeFilterCount(parse("near=Ulm"))).toBe(1);
    expect(activeFilterCount(parse("salary=0-120000"))).toBe(0);
  });
});

describe("pager", () => {
  it("shows up to 5 pages, an ellipsis and the last page", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 0)).toEqual([]);
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 8)).toEqual([1, 2, 3, 4, 5, "ellipsis", 8]);
    expect(pagerItems(5, 8)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(pagerItems(8, 8)).toEqual([4, 5, 6, 7, 8]);
    expect(pagerItems(2, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("accepts pages 1 to total only", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe("the pager on phones", () => {
  it("shows 3 numbers around the current page, then the ellipsis and the last", () => {
    expect(pagerItems(1, 10, 3)).toEqual([1, 2, 3, "ellipsis", 10]);
    expect(pagerItems(5, 10, 3)).toEqual([4, 5, 6, "ellipsis", 10]);
    expect(pagerItems(9, 10, 3)).toEqual([8, 9, 10]);
    expect(pagerItems(5, 10)).toEqual([3, 4, 5, 6, 7, "ellipsis", 10]);
  });
});
