import { describe, expect, it } from "vitest";
import { formatDate, slugify, uniqueSlugs } from "./text.ts";

describe("content text helpers", () => {
  it("formats ISO dates in British English, independent of the time zone", () => {
    expect(formatDate("2026-11-01")).toBe("1 November 2026");
    expect(formatDate("2026-03-24")).toBe("24 March 2026");
    expect(formatDate("not a date")).toBe("not a date");
  });

  it("slugifies headings, dropping accents and punctuation", () => {
    expect(slugify("Do Ugandans need a visa to work in Germany?")).toBe("do-ugandans-need-a-visa-to-work-in-germany");
    expect(slugify("Ärzte & Pflege: Überblick")).toBe("arzte-pflege-uberblick");
    expect(slugify("  --  ")).toBe("");
  });

  it("makes repeated headings unique", () => {
    expect(uniqueSlugs(["Costs", "Costs", "?", "Tips"])).toEqual(["costs", "costs-2", "section", "tips"]);
  });
});
