import { describe, expect, it } from "vitest";
import { jobListJsonLd } from "./list-structured-data.ts";
import { baseSalary, descriptionHtml, jobPostingJsonLd } from "./structured-data.ts";
import type { Job } from "./types.ts";

const job: Job = {
  id: "wh1",
  title: "Warehouse Associate",
  company: "Nordwind Logistik GmbH",
  companySlug: "nordwind-logistik",
  companyLogo: "/logos/nordwind-logistik.svg",
  companyVerified: true,
  germanLevel: "A2",
  englishLevel: "none",
  visaSponsorship: true,
  relocationSupport: true,
  adLanguage: "en",
  status: "published",
  // The real deadline, 45 days after posting: validThrough says it, not a fixed period.
  applicationDeadline: "2026-12-16T10:00:00.000Z",
  location: "Hamburg",
  salary: "€14 - €16 per hour",
  jobType: "Full-time",
  category: "Warehouse & Logistics",
  categorySlug: "warehouse",
  occupation: "9333",
  occupationInfo: { en: "Freight handlers", de: "Frachtarbeiter", licence: null },
  experienceLevel: "Entry Level",
  postedAt: "2026-11-01T10:00:00.000Z",
  isFeatured: false,
  excerpt: "x".repeat(220),
  description: "First <b>paragraph</b>.\n\nSecond paragraph.",
  requirements: ["Forklift licence", "Basic German (A2)"],
  benefits: ["Shift bonus"],
  skills: [],
};

describe("JobPosting structured data", () => {
  const data = jobPostingJsonLd(job, "https://jobs.example.com");

  it("has what Google for Jobs needs", () => {
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: "Warehouse Associate",
      datePosted: "2026-11-01T10:00:00.000Z",
      validThrough: "2026-12-16T10:00:00.000Z",
      employmentType: "FULL_TIME",
      hiringOrganization: {
        name: "Nordwind Logistik GmbH",
        sameAs: "https://jobs.example.com/company/nordwind-logistik",
        logo: "https://jobs.example.com/logos/nordwind-logistik.svg",
      },
      jobLocation: { address: { addressLocality: "Hamburg", addressCountry: "DE" } },
      occupationalCategory: "9333 Freight handlers",
      industry: "Warehouse & Logistics",
      skills: "Forklift licence; Basic German (A2)",
      jobBenefits: "Visa sponsorship; Relocation support; Shift bonus",
      identifier: { value: "wh1" },
      directApply: true,
    });
  });

  it("states the job facts in schema.org's properties for them", () => {
    expect(data).toMatchObject({
      qualifications: "German at CEFR level A2 or better.",
      eligibilityToWorkRequirement: "A right to work in Germany; the employer sponsors the work visa for candidates from abroad.",
    });
    const itJob = jobPostingJsonLd(
      { ...job, germanLevel: "none", englishLevel: "C1", visaSponsorship: false, relocationSupport: false },
      "https://jobs.example.com",
    );
    expect(itJob).toMatchObject({
      qualifications: "No German needed. English at CEFR level C1 or better.",
      eligibilityToWorkRequirement: "A right to work in Germany; the employer does not sponsor a work visa.",
      jobBenefits: "Shift bonus",
    });
    // The Blue Card check is the site's estimate, not the employer's statement: never published as data.
    expect(JSON.stringify(jobPostingJsonLd({ ...job, salary: "€80,000" }, "https://x.test"))).not.toMatch(/blue card/i);
    // Visa rules must not go into applicantLocationRequirements (schema.org says so): only remote jobs have it.
    expect(data).not.toHaveProperty("applicantLocationRequirements");
  });

  it("says the language the ad is written in, whatever the page's", () => {
    expect(data.inLanguage).toBe("en");
    const german = jobPostingJsonLd({ ...job, title: "Lagerhelfer (m/w/d)", adLanguage: "de" }, "https://jobs.example.com");
    expect(german.inLanguage).toBe("de");
  });

  it("lists the job's own skill tags when it has them", () => {
    const withSkills = jobPostingJsonLd({ ...job, skills: ["Forklift", "SAP"] }, "https://jobs.example.com");
    expect(withSkills.skills).toBe("Forklift; SAP");
  });

  it("gives the salary with its unit", () => {
    expect(data.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: { "@type": "QuantitativeValue", minValue: 14, maxValue: 16, unitText: "HOUR" },
    });
    expect(baseSalary("€55,000 - €70,000")?.value).toMatchObject({ minValue: 55000, maxValue: 70000, unitText: "YEAR" });
    expect(baseSalary("€2,800 per month")?.value.unitText).toBe("MONTH");
    expect(baseSalary("Competitive")).toBeUndefined();
  });

  it("escapes the description's text inside its HTML", () => {
    expect(descriptionHtml(job)).toBe(
      "<p>First &#60;b&#62;paragraph&#60;/b&#62;.</p><p>Second paragraph.</p><h3>Requirements</h3><ul><li>Forklift licence</li><li>Basic German (A2)</li></ul><h3>Benefits</h3><ul><li>Shift bonus</li></ul>",
    );
  });

  it("lists at most 10 jobs with descriptions cut to 150 characters", () => {
    const list = jobListJsonLd(
      Array.from({ length: 12 }, (_, i) => ({ ...job, id: String(i) })),
      "https://x.test",
    );
    expect(list.itemListElement).toHaveLength(10);
    expect(list.itemListElement[0]?.description).toHaveLength(150);
    expect(list.itemListElement[9]?.position).toBe(10);
  });
});
