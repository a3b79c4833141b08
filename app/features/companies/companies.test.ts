import assert from "node:assert/strict";
import { describe, expect, it } from "vitest";
import { sampleJobs } from "#content/jobs/index.ts";
import { companies, findCompany, topCompanies } from "./companies.ts";

describe("companies", () => {
  it("finds a company by id or by name in any case", () => {
    const [c] = companies;
    assert(c, "at least one company");
    expect(findCompany(c.id)).toBe(c);
    expect(findCompany(c.name.toUpperCase())).toBe(c);
    expect(findCompany("no such company")).toBeUndefined();
  });

  it("has exactly 5 top companies, each with a logo", () => {
    const top = topCompanies();
    expect(top).toHaveLength(5);
    for (const c of top) expect(c.logo).toMatch(/^\/logos\/.+\.svg$/);
  });

  it("knows every employer of the sample jobs", () => {
    for (const job of sampleJobs) expect(findCompany(job.company), job.company).toBeDefined();
  });
});
