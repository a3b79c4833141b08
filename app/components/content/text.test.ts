import { describe, expect, it } from "vitest";
import { slugify, uniqueSlugs } from "./text.ts";

describe("content text helpers", () => {
  it("slugifies headings, dropping accents and punctuation", () => {
    expect(slugify("Do Ugandans need a visa to work in Germany?")).toBe("do-ugandans-need-a-visa-to-work-in-germany");
    expect(slugify("Ärzte & Pflege: Überblick")).toBe("arzte-pflege-uberblick");
    expect(slugify("  --  ")).toBe("");
  });

  it("makes repeated headings unique", () => {
    expect(uniqueSlugs(["Costs", "Costs", "?", "Tips"])).toEqual(["costs", "costs-2", "section", "tips"]);
  });
});
