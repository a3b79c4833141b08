import { describe, expect, it } from "vitest";
import { sampleJobs } from "#content/jobs/index.ts";
import { companies, companyAddress, TOP_COMPANY_SLUGS } from "./companies.ts";
import { companyLogoSrc } from "#app/lib/company-logo.ts";

describe("companies", () => {
  it("has exactly 5 top companies, each a sample company with a logo", () => {
    expect(TOP_COMPANY_SLUGS).toHaveLength(5);
    for (const slug of TOP_COMPANY_SLUGS) expect(companies.find((c) => c.id === slug)?.logo).toMatch(/^\/logos\/.+\.svg$/);
  });

  it("knows every employer of the sample jobs by its exact name (the seed links them)", () => {
    const names = new Set(companies.map((c) => c.name));
    for (const job of sampleJobs) expect(names.has(job.company), job.company).toBe(true);
  });

  it("has unique slugs fit for a URL", () => {
    const slugs = companies.map((c) => c.id);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("renders the slug address and redirects an id or a name", () => {
    const c = { id: "org_123", slug: "spreeforge", name: "Spreeforge Software GmbH" };
    expect(companyAddress("spreeforge", c)).toBe("page");
    expect(companyAddress("org_123", c)).toBe("redirect");
    expect(companyAddress("SPREEFORGE SOFTWARE GMBH", c)).toBe("redirect");
  });

  it("makes a logo URL from a public path or a storage key, and none from nothing", () => {
    expect(companyLogoSrc("/logos/spreeforge.svg")).toBe("/logos/spreeforge.svg");
    expect(companyLogoSrc("logos/0b6f.webp")).toBe("/media/logos/0b6f.webp");
    expect(companyLogoSrc(null)).toBe("");
  });
});
